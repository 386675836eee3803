// What a service sends, made inert where the command line prints or writes it: JSON that keeps
// its values but escapes what a terminal could obey, and one-line values for a KEY=VALUE file.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { quote } from '../../src/problems.js';
import { forCode, forJson, forLog, forLogLine, forOneLine, forRow, forSummary, sentence } from '../../src/safe-text.js';
import { mask } from '../../src/secrets.js';

describe('service text in the command line’s outputs', () => {
  const hostile = 'Failed\u009b31m\u2028next\u007f';

  it('JSON keeps every value and writes no raw control character', () => {
    const text = forJson({ status: hostile, statuses: { a: hostile } }, 2);
    expect(JSON.parse(text)).toEqual({ status: hostile, statuses: { a: hostile } });
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(text).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029]/);
  });

  it('a quoted value, such as a name a service returned, writes no control character a terminal obeys', () => {
    const quoted = quote('\u009b2J\u009bHALL GOOD');
    expect(quoted).toBe('"\\u009b2J\\u009bHALL GOOD"');
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(quote(hostile)).not.toMatch(/[\x00-\x1f\x7f-\x9f\u2028\u2029]/);
  });

  it('a sentence of service text loses its secrets before it is cut: no part of one is left at the cut', () => {
    const secret = 'sentence-secret-0123456789';
    mask(secret);
    const said = sentence(`${'m'.repeat(290)} ${secret}`);
    expect(said).toBe(`${'m'.repeat(290)} ***`);
    expect(sentence(`a\n\n ${secret}\tb`)).toBe('a *** b');
  });

  it('a log line keeps a `%` as written, where a workflow’s secret holding one is hidden by the runner only as it stands', () => {
    expect(forLog('login refused with Db%Pa55!w0rd at db\n::error::x')).toBe('login refused with Db%Pa55!w0rd at db%0A::error::x');
  });

  it('a KEY=VALUE value stays on its line', () => {
    expect(forOneLine('Failed\nRUNAI_STATUS=Succeeded\r\u2028x')).toBe('Failed\uFFFDRUNAI_STATUS=Succeeded\uFFFD\uFFFDx');
    expect(forOneLine('https://tenant.run.ai/workloads?a=%20')).toBe('https://tenant.run.ai/workloads?a=%20');
  });
});

describe('service text in the step summary', () => {
  it('reads as sent where nothing in it is live', () => {
    expect(forSummary('OOMKilled: exit code 137\n(node a-1)')).toBe('OOMKilled: exit code 137 (node a-1)');
    // An issue's or a commit's number is a code span, kept whole as a secret is: a name such as this one, a checksum.
    expect(forSummary('gh-42-train')).toBe('`gh-42-train`');
    expect(forSummary('checksum a5c3785ed8 mismatch')).toBe('`checksum a5c3785ed8 mismatch`');
    expect(forSummary('run 1234567890 of deadbeefcafe')).toBe('run 1234567890 of deadbeefcafe');
  });

  it('is one code span where it holds a link, a ping, HTML or a backtick, with a secret of the workflow in it whole, for the runner to hide', () => {
    // The step does not know the workflow's other secrets: only the runner can hide them, and only where they stand whole.
    const secret = 'p@ss&w<rd>#1[x]';
    const shown = forSummary(`login failed with ${secret}; see https://evil.example/x, @octocat, #12, GH-12`);
    expect(shown).toBe(`\`login failed with ${secret}; see https://evil.example/x, @octocat, #12, GH-12\``);
    expect(forSummary('a ``` b`')).toBe('```` a ``` b` ````');
    expect(forSummary('cell | end')).toBe('`cell | end`');
    // And what GitLab makes live, where the command line's summary is posted: a merge request, a label, a milestone, a snippet.
    for (const live of ['see !1', 'a ~bug', 'due %v1', 'in $2', '*iteration:3']) expect(forSummary(live)).toBe(`\`${live}\``);
    expect(forSummary('OOMKilled: exit 137, 100% of 8Gi')).toBe('OOMKilled: exit 137, 100% of 8Gi');
  });

  it('cuts a long log line or sentence before a word, never inside one, so no start of a secret across the cut is shown for the masker to miss', () => {
    const secret = 'Db-Pa55w0rd-XYZ';
    expect(forLogLine(`${'x '.repeat(995)}${secret} more`)).toBe(`${'x '.repeat(995).trimEnd()}… (cut)`);
    expect(sentence(`${'y '.repeat(147)}${secret}`)).toBe(`${'y '.repeat(147).trimEnd()}…`);
    // A JSON line is cut between its values.
    expect(forLogLine(`{"step":1,"loss":0.5,${'"x":1,'.repeat(328)}"key":"${secret}"}`)).toMatch(/,"key":"… \(cut\)$/);
  });

  it('a coloured log line (a training framework’s rich output) reads as its text: escape sequences dropped, not shown as �[31m', () => {
    expect(forLogLine('\u001b[1;31mERROR\u001b[0m loss=\u001b[32m0.41\u001b[39m')).toBe('ERROR loss=0.41');
    // A title (OSC), a cursor move, a C1 introducer and a lone ESC: none reaches a terminal; the bell left is shown as data.
    expect(forLogLine('\u001b]0;pwned\u0007epoch 2\u001b[2K\u001b[1A\u009b31mok\u001bc\u0007')).toBe('epoch 2ok\ufffd');
    // An OSC ended by the 8-bit terminator, or by none: the text after it stays.
    expect(forLogLine('loss=0.31 \u001b]0;step 3\u009cepoch 3 accuracy=0.91')).toBe('loss=0.31 epoch 3 accuracy=0.91');
    expect(forLogLine('loss=0.31 \u001b]0;no end epoch 3')).toBe('loss=0.31 0;no end epoch 3');
    // A secret a colour split is whole once the escape is gone: masked as such.
    mask('coloured-secret-0123456789');
    expect(forLogLine('token coloured-\u001b[1msecret-0123456789\u001b[0m')).toBe('token ***');
  });

  it('a log line cut as it arrived, inside a secret that escape sequences had pushed past the cut, shows no start of it', () => {
    // Colour codes fill most of the 16 KiB a line is cut at as it arrives; dropped, what is left is far under the 2,000 characters shown.
    const secret = 'hf_WorkflowSecret0123456789';
    const arrived = `${'\u001b[0m'.repeat(4000)}${'config: HF_TOKEN='.padStart(376, '.')}${secret} lr=0.1`.slice(0, 16 * 1024);
    expect(forLogLine(arrived)).not.toContain('hf_');
    mask('masked-0123456789-secret');
    const masked = `${'\u001b[0m'.repeat(4000)}${'token='.padStart(380, '.')}masked-0123456789-secret`.slice(0, 16 * 1024);
    expect(forLogLine(masked)).not.toMatch(/token=masked/);
  });

  it('a log line cut as it arrived inside a colour code inside a masked secret shows no start of it', () => {
    mask('Qw5pQ9rT2(mN4vB8kL,wZ8');
    const line = `${'\u001b[0m'.repeat(4000)}${'{"cfg":1,'.padStart(358, 'x')}"token":"Qw5pQ9rT2(mN4v\u001b[1mB8kL,wZ8"}`.slice(0, 16 * 1024);
    expect(forLogLine(line)).not.toContain('Qw5p');
  });

  it('a long log line is cut before the last space, so a secret holding a comma or a bracket is not cut inside', () => {
    const secret = 'Xy7pQ9rT2(mN4vB8kL,wZ3';
    const line = `environ({${"'PATH': '/usr/bin', ".repeat(100).slice(0, 1965)}'DB_PASSWORD': '${secret}', 'HOME': '/root'})`;
    expect(forLogLine(line)).not.toContain('Xy7p');
    expect(forLogLine(line)).toMatch(/'DB_PASSWORD':… \(cut\)$/);
  });

  it('cuts text written without spaces (Chinese, Japanese) between two characters, not before all of it; a key inside it still whole or not at all', () => {
    const chinese = '显存不足导致训练中断'.repeat(40);
    expect(sentence(chinese)).toBe(`${chinese.slice(0, 299)}…`);
    expect(sentence(`RuntimeError: CUDA out of memory. ${chinese}`)).toMatch(/^RuntimeError: CUDA out of memory\. 显存不足.{250,}…$/u);
    expect(forLogLine('日志'.repeat(1500))).toBe(`${'日志'.repeat(1000)}… (cut)`);
    expect(sentence(`${'显'.repeat(290)}sk-Secret-0123456789`)).toBe(`${'显'.repeat(290)}…`);
    // Never half a character: an emoji across the cut is left out whole.
    expect(sentence(`${'显'.repeat(298)}😀😀`)).toBe(`${'显'.repeat(298)}…`);
  });

  it('shows a `|` as itself, in a table cell as outside one, where it cannot end the cell', () => {
    const [reason, name] = [forSummary('quota | over'), forCode('a|b')];
    const html = micromark(`${reason}\n\n| Job | Why |\n|---|---|\n${forRow([name, reason])}\n`, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
    expect(html).toContain('<p><code>quota | over</code></p>');
    expect(html).toContain('<td><code>a|b</code></td>\n<td><code>quota | over</code></td>');
  });
});
