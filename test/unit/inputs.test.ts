// getInputs() as every host calls it: what a newcomer's first step gets wrong, said before anything is sent, in the
// messages' one form (cause, then fix, naming the input).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureCause, InputError } from '../../src/errors.js';
import { getInputs, type InputSource } from '../../src/inputs.js';
import { redact } from '../../src/secrets.js';

const A_STEP = { 'base-url': 'https://tenant.run.ai', 'client-id': 'ci', 'client-secret': 's3cret-value', project: 'team-a', image: 'python:3.12' };

/** The step's problems (each as a line of its failure) and warnings, for these inputs over A_STEP. */
async function read(given: Record<string, string | undefined>, more: Partial<InputSource> = {}) {
  const inputs: Record<string, string | undefined> = { ...A_STEP, ...given };
  const warnings: string[] = [];
  try {
    await getInputs({ read: (name) => inputs[name], warn: (line) => warnings.push(line), ...more });
    return { problems: [] as string[], warnings, cause: '' };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { problems: error.messages, warnings, cause: failureCause(error) };
  }
}

describe('a secret too short to be one', () => {
  it('is not hidden, since hiding it would hide every such letter of the log, and is said, without its value', async () => {
    const { warnings, problems } = await read({ 'client-secret': 'b' });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      "Input 'client-secret' is shorter than 4 characters: no service's secret is so short, and hiding it in the log would hide every such letter, so the step does not hide it. Check what it is set from.",
    ]);
    expect(redact('submit-runai-job: b')).toBe('submit-runai-job: b');
    expect((await read({ 'client-secret': 'b3c4' })).warnings).toEqual([]);
    expect(redact('b3c4')).toBe('***');
  });
});

describe('ca-certificates', () => {
  const body = ['MIIBszCCAVmgAwIBAgIUQx8+Zk3yJ9W0Yb1p2Cj5x0m7wRUwCgYIKoZIzj0EAwIw', 'DzENMAsGA1UEAwwEdGVzdDAeFw0yNjAxMDEwMDAwMDBaFw0zNjAxMDEwMDAwMDBa'];
  const pem = `-----BEGIN CERTIFICATE-----\n${body.join('\n')}\n-----END CERTIFICATE-----\n`;
  it.each([
    ['its line breaks lost, as a CI variable may', pem.replace(/\n/g, ' ')],
    ['its end cut', pem.slice(0, 90)],
  ])('a PEM with %s is refused before anything is sent, saying what to look at', async (_, given) => {
    const { problems } = await read({ 'ca-certificates': given });
    expect(problems).toEqual([
      "Input 'ca-certificates': a certificate in it is not whole lines of base64 between its BEGIN and END lines (lost line breaks, or a cut end): expected the PEM as written, with its line breaks: a file path keeps them.",
    ]);
  });
  it('a private key given in its place is refused without a line of it shown, nor looked for as a file', async () => {
    const key = `-----BEGIN PRIVATE KEY-----\n${body.join('\n')}\n-----END PRIVATE KEY-----\n`;
    for (const given of [key, body.join('\n')]) {
      const { problems } = await read({ 'ca-certificates': given });
      expect(problems).toEqual([
        'Input \'ca-certificates\' is text without a certificate (not shown: it may be a key): expected "-----BEGIN CERTIFICATE-----" blocks.',
      ]);
    }
  });
  it('a PEM of whole lines, two certificates or one, is taken', async () => {
    expect((await read({ 'ca-certificates': `${pem}${pem}` })).problems).toEqual([]);
    expect((await read({ 'ca-certificates': pem.replace(/\n/g, '\r\n') })).problems).toEqual([]);
    // Spaces or tabs ending its lines (an editor's, a copy's): Node reads such a PEM, and so does the step.
    for (const end of [' \n', '\t\n', ' \r\n']) expect((await read({ 'ca-certificates': pem.replace(/\n/g, end) })).problems).toEqual([]);
  });
});

describe('a secret that is the path of a file (a GitLab variable of type File)', () => {
  it('is refused before anything is sent, saying to make the variable of type Variable', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gitlab-file-var-')), 'RUNAI_CLIENT_SECRET');
    writeFileSync(file, 's3cret-value\n');
    expect((await read({ 'client-secret': file })).problems).toEqual([
      "Input 'client-secret': is the path of a file, not the secret it holds (a GitLab variable of type File, or a Jenkins Secret file credential, gives its path): make it a variable of type Variable, or a Secret text credential.",
    ]);
    // A secret that starts with "/" and names no file is a secret.
    expect((await read({ 'client-secret': '/not-a-file-but-a-secret' })).problems).toEqual([]);
  });
});

describe('an address that cannot be read', () => {
  it('is not shown where it may hold a token (a query, a fragment, a user and password)', async () => {
    for (const address of ['tenant.run.ai/x?token=Sup3rSecretTok', 'tenant.run.ai/#access_token=Sup3rSecretTok', 'ci:Sup3rSecretTok@tenant.run.ai']) {
      const { problems } = await read({ 'base-url': address });
      expect(problems).toEqual(["Input 'base-url': expected an http:// or https:// address such as https://my-cluster.example.com."]);
    }
  });
});

describe('a request above its limit', () => {
  it('is refused before anything is sent, for either API, naming the request’s input and its limit’s', async () => {
    for (const api of ['researcher', 'workloads']) {
      const { problems } = await read({ api, realm: api === 'researcher' ? 'runai' : undefined, memory: '16Gi', 'memory-limit': '8Gi' });
      expect(problems).toEqual([
        "Input 'memory': \"16Gi\" — above 'memory-limit' (8Gi): Kubernetes refuses a request above its limit, and the job would never start. Raise the limit, or lower the request.",
      ]);
    }
  });
});

describe('a secret in a value the step quotes', () => {
  // What a runner shows of a message: the workflow's secret hidden where it stands whole, as ${{ secrets.KEY }} values are.
  const KEY = '0123456789abcdef'.repeat(4);
  const shown = (lines: string[]) => lines.join('\n').replaceAll(KEY, '***');
  it.each([
    ['environment', `OPENAI_API_KEY:${KEY}`],
    ['environment', `{WANDB_API_KEY:${KEY}}`],
    ['arguments', `python train.py --epochs 100 --wandb-key ${KEY}`],
    ['base-url', `tenant.run.ai/?access_token=${KEY}`],
    ['job', `{environment: {WANDB_API_KEY:${KEY}}}`],
  ])('%s: a long value is cut before a word, never inside the secret, so no part of it is left unhidden', async (input, value) => {
    const { problems, warnings } = await read({ [input]: value });
    expect([...problems, ...warnings].length).toBeGreaterThan(0);
    const text = shown([...problems, ...warnings]);
    for (let i = 0; i + 12 <= KEY.length; i++) expect(text).not.toContain(KEY.slice(i, i + 12));
  });
});

describe('an address beyond this machine in plain HTTP', () => {
  it('is warned of, as the credentials and tokens would cross the network readable; loopback is not', async () => {
    expect((await read({ 'base-url': 'http://runai.corp.example:8080' })).warnings).toEqual([
      "Input 'base-url' is http://: the credentials and tokens reach runai.corp.example:8080 unencrypted. Write https:// unless the network is private.",
    ]);
    for (const local of ['http://127.0.0.1:8080', 'http://localhost', 'http://[::1]:9']) expect((await read({ 'base-url': local })).warnings).toEqual([]);
  });
});

describe('auth-url with the token issuer’s own path', () => {
  it.each([
    ['https://sso.example.com/auth', '/auth', 'https://sso.example.com'],
    ['https://sso.example.com/auth/realms/runai/', '/auth/realms/runai', 'https://sso.example.com'],
    [
      'https://runai.example.com/kc/auth/realms/runai/protocol/openid-connect/token',
      '/auth/realms/runai/protocol/openid-connect/token',
      'https://runai.example.com/kc',
    ],
  ])('%s is refused, saying what to remove: it was asked for twice (…/auth/auth/realms/…)', async (url, path, address) => {
    const { cause } = await read({ api: 'researcher', realm: 'runai', 'auth-url': url });
    expect(cause).toBe(
      `Input 'auth-url': "${url}" — its path ends in ${path}, the token issuer's own path, which the step adds itself: remove "${path}" from 'auth-url', giving ${address}. Nothing was sent.`,
    );
  });

  it('an issuer under another prefix is taken', async () => {
    expect(await read({ api: 'researcher', realm: 'runai', 'auth-url': 'https://sso.example.com/authentication' })).toMatchObject({ problems: [] });
  });
});

describe('base-url with the API’s own path', () => {
  it.each([
    ['https://tenant.run.ai/api', '/api', 'https://tenant.run.ai'],
    ['https://tenant.run.ai/api/v1/', '/api/v1', 'https://tenant.run.ai'],
    ['https://runai.example.com/runai/api/v2/token', '/api/v2/token', 'https://runai.example.com/runai'],
  ])('%s is refused under the workloads API, saying what to remove', async (url, path, address) => {
    const { cause } = await read({ 'base-url': url });
    expect(cause).toBe(
      `Input 'base-url': "${url}" — its path ends in ${path}, the API's own path, which the step adds itself: remove "${path}" from 'base-url', giving ${address}. Nothing was sent.`,
    );
  });

  it('the Researcher API keeps its prefixes: /api/v1 is refused, /api alone only warned of, others taken', async () => {
    const researcher = { api: 'researcher', realm: 'r' };
    expect((await read({ ...researcher, 'base-url': 'https://c.example/researcher/api/v1' })).problems).toEqual([
      `Input 'base-url': "https://c.example/researcher/api/v1" — its path ends in /api/v1, the API's own path, which the step adds itself: remove "/api/v1" from 'base-url', giving https://c.example/researcher.`,
    ]);
    const apiAlone = await read({ ...researcher, 'base-url': 'https://c.example/api/' });
    expect(apiAlone.problems).toEqual([]);
    expect(apiAlone.warnings).toEqual([
      `Input 'base-url' ends in /api, and the step adds /api/v1/… to it (https://c.example/api/api/v1/…): unless /api is the prefix of the address's own, remove "/api" from 'base-url', giving https://c.example.`,
    ]);
    for (const url of ['https://c.example/researcher', 'https://c.example/apis', 'https://c.example/api-gateway/researcher']) {
      expect(await read({ ...researcher, 'base-url': url })).toMatchObject({ problems: [], warnings: [] });
    }
  });
});

describe('arguments on one line', () => {
  it.each([
    ['train.py --epochs 10', '"train.py --epochs 10"', '["train.py", "--epochs", "10"]'],
    ['--name "my run"', '"--name \\"my run\\""', '["--name", "my run"]'],
  ])('%s is one argument, as documented, and warned of with how to give several', async (text, shown, list) => {
    const { problems, warnings } = await read({ arguments: text });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      `Input 'arguments' is one line with spaces, and is read as one argument, ${shown}: to give several, write one per line, or a YAML or JSON list such as ${list}.`,
    ]);
  });

  it.each(['--epochs\n10', '[train.py, --epochs, "10"]', '- train.py\n- --epochs', 'train.py', '"my run"'])('%j is not warned of', async (text) => {
    expect(await read({ arguments: text })).toMatchObject({ problems: [], warnings: [] });
  });
});

describe('a comment line in arguments', () => {
  it('is sent as an argument, as every line is one, and is warned of with how to keep comments', async () => {
    const { problems, warnings } = await read({ arguments: '--epochs\n  # one pass is enough to smoke-test\n1' });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      `Input 'arguments' line 2 starts with "#" and is sent as an argument: each line is one, a comment too. Remove the line, or write a YAML list ("- --epochs"), where "#" starts a comment.`,
    ]);
  });

  it('a YAML list after a comment line is read as YAML, its comments dropped, and not warned of', async () => {
    const inputs: Record<string, string | undefined> = { ...A_STEP, arguments: '# one pass is enough\n- --epochs\n- 1' };
    const warnings: string[] = [];
    const settings = await getInputs({ read: (name) => inputs[name], warn: (line) => warnings.push(line) });
    expect(settings.jobs[0]!.job.arguments).toEqual(['--epochs', '1']);
    expect(warnings).toEqual([]);
  });

  it.each(['- --epochs\n# one pass\n- 1', '--tag\nrun#1', '[--epochs, 1]'])(
    '%j is not warned of: a YAML comment, or a "#" inside an argument',
    async (text) => {
      expect(await read({ arguments: text })).toMatchObject({ problems: [], warnings: [] });
    },
  );
});

describe('environment variables on one line', () => {
  it.each([
    ['SEED=1 EPOCHS=10', 'SEED', 'EPOCHS'],
    ['SEED=1,EPOCHS=10', 'SEED', 'EPOCHS'],
    ['A=1\nB=x\tC=2', 'B', 'C'],
  ])('%j sets one variable, and is warned of with how to set several, without its value (a secret, maybe)', async (text, name, next) => {
    const { problems, warnings } = await read({ environment: text });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      `Input 'environment' sets only ${name} where its value holds "${next}=": to set ${next} too, write one KEY=VALUE per line, or a YAML map.`,
    ]);
  });

  it.each(['SEED=1\nEPOCHS=10', 'JAVA_OPTS=-Xmx1g -Dfile.encoding=UTF-8', 'URL=https://x.example/?a=1&b=2', 'SEED: 1\nEPOCHS: 10'])(
    '%j is not warned of',
    async (text) => {
      expect(await read({ environment: text })).toMatchObject({ problems: [], warnings: [] });
    },
  );
});

describe('a job field’s input every job takes from elsewhere', () => {
  it('reaches no job, and is warned of; one that reaches a job, or environment (merged by variable), is not', async () => {
    const warning = (input: string, field = input) =>
      `Input '${input}' reaches no job: every job takes its ${field} from 'jobs' or 'matrix' instead. Remove one of them.`;
    expect((await read({ gpu: '2', matrix: '{gpu: [1, 2]}' })).warnings).toEqual([warning('gpu')]);
    expect((await read({ name: 'base', jobs: '[{name: a}, {name: b}]' })).warnings).toEqual([warning('name')]);
    expect((await read({ gpu: '2', jobs: '[{gpu: 1}, {}]' })).warnings).toEqual([]);
    expect((await read({ name: 'base', jobs: '[{gpu: 1}, {gpu: 2}]' })).warnings).toEqual([]);
    expect((await read({ environment: 'A=1', matrix: '{environment.A: ["2", "3"]}' })).warnings).toEqual([]);
  });
});

describe('pending-timeout-minutes', () => {
  it('not less than wait-timeout-minutes is warned of: the wait would end first, without the scheduler’s reason', async () => {
    const warning =
      "Input 'pending-timeout-minutes' is not less than 'wait-timeout-minutes', so the wait ends first and never says why a job could not start: lower it.";
    expect((await read({ wait: 'finished', 'pending-timeout-minutes': '400' })).warnings).toEqual([warning]);
    expect((await read({ wait: 'finished', 'pending-timeout-minutes': '30', 'wait-timeout-minutes': '30' })).warnings).toEqual([warning]);
    expect((await read({ wait: 'finished', 'pending-timeout-minutes': '30' })).warnings).toEqual([]);
  });
});

describe('job-name-prefix', () => {
  it('with the Researcher API, leaves room for the -<n> it appends within 63 characters; the workloads API, which makes longer names, takes it', async () => {
    const researcher = { api: 'researcher', realm: 'runai', 'auth-url': 'https://auth.example.com' };
    const long = 'q'.repeat(58);
    expect((await read({ ...researcher, 'job-name-prefix': long })).problems).toEqual([
      `Input 'job-name-prefix': "${long}" is not valid: expected at most 57 characters with 'api: researcher', which names the job <prefix>-<n> within a name's 63: shorten it.`,
    ]);
    expect((await read({ ...researcher, 'job-name-prefix': 'q'.repeat(57) })).problems).toEqual([]);
    expect((await read({ 'job-name-prefix': long })).problems).toEqual([]);
  });
});

describe('an address with a bare ? or #', () => {
  it.each(['https://tenant.run.ai/?', 'https://tenant.run.ai/#', 'https://tenant.run.ai?'])(
    '%s is refused: the paths appended would be a query, or a fragment never sent (the client secret posted to the site root)',
    async (address) => {
      expect((await read({ 'base-url': address })).problems.join('\n')).toContain('it holds a query or a fragment');
    },
  );
});

describe('a token input a wait may outlast', () => {
  const jwt = (exp: number) =>
    ['{"alg":"none"}', JSON.stringify({ exp }), 'sig'].map((part, i) => (i < 2 ? Buffer.from(part).toString('base64url') : part)).join('.');
  it('is warned of when it expires before wait-timeout-minutes: the step cannot renew it, and the wait would end with the jobs running', async () => {
    const inTenMinutes = jwt(Math.floor(Date.now() / 1000) + 600);
    const given = { 'client-id': undefined, 'client-secret': undefined, token: inTenMinutes };
    const { warnings, problems } = await read({ ...given, wait: 'finished', 'wait-timeout-minutes': '60' });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^Input 'token' expires at \S+ \(its exp\), before 'wait-timeout-minutes' would end the wait/)]);
    expect((await read({ ...given, wait: 'finished', 'wait-timeout-minutes': '5' })).warnings).toEqual([]);
    expect((await read({ ...given, wait: 'false' })).warnings).toEqual([]);
    // A dry run waits for nothing; nor does a post step, which reads the connection alone.
    expect((await read({ ...given, wait: 'finished', 'wait-timeout-minutes': '60', 'dry-run': 'true' })).warnings).toEqual([]);
    const post: string[] = [];
    const inputs: Record<string, string | undefined> = { ...A_STEP, ...given, wait: 'finished', 'wait-timeout-minutes': '60' };
    await getInputs({ read: (name) => inputs[name], warn: (line) => post.push(line) }, { connectionOnly: true });
    expect(post).toEqual([]);
  });

  it('expired, it is refused before anything is sent, but not by the post step, whose deletion then fails naming the jobs to delete by hand', async () => {
    const given = { 'client-id': undefined, 'client-secret': undefined, token: jwt(Math.floor(Date.now() / 1000) - 60) };
    expect((await read(given)).problems).toEqual([expect.stringMatching(/^Input 'token': it expired at \S+ \(its exp\)/)]);
    const inputs: Record<string, string | undefined> = { ...A_STEP, ...given };
    await expect(getInputs({ read: (name) => inputs[name], warn: () => {} }, { connectionOnly: true })).resolves.toBeDefined();
  });

  it('an identity provider’s token (external-token) that expires before wait-timeout-minutes is warned of: renewing exchanges it again', async () => {
    const given = { 'client-id': undefined, 'client-secret': undefined, 'external-token': jwt(Math.floor(Date.now() / 1000) + 600) };
    const { warnings, problems } = await read({ ...given, wait: 'finished', 'wait-timeout-minutes': '60' });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Input 'external-token' expires at \S+ \(its exp\), before 'wait-timeout-minutes' would end the wait, and the step renews its own token by exchanging it again, which is refused once it has expired: past then neither the step nor its post step could follow or delete the jobs\./,
      ),
    ]);
    expect((await read({ ...given, wait: 'finished', 'wait-timeout-minutes': '5' })).warnings).toEqual([]);
  });
});

describe('reuse', () => {
  it('asked for beside a name on every job, which is its own key and never looked up, is warned of; with the default, or an unnamed job, not', async () => {
    const warning =
      "Input 'reuse' takes effect only for a job without a 'name', which its work names; a re-run that gives the same name is refused as taken: leave 'name' out, or 'reuse'.";
    expect((await read({ name: 'train-1', reuse: 'succeeded' })).warnings).toEqual([warning]);
    expect((await read({ name: 'train-1', reuse: 'running' })).warnings).toEqual([]);
    expect((await read({ reuse: 'succeeded', jobs: '[{name: a}, {}]' })).warnings).toEqual([]);
  });
});

describe('the messages’ form', () => {
  it('a likely input name ends with its question mark, then "Nothing was sent."', async () => {
    const { cause } = await read({}, { undeclared: [{ name: 'gpus', nearest: 'gpu' }] });
    expect(cause).toBe("Input 'gpus': it is not an input of this action, and would be ignored: did you mean 'gpu'? Nothing was sent.");
  });

  it('a whole text that is not YAML: the input is what is not valid, as in the other messages', async () => {
    expect((await read({ spec: '{security: [1' })).problems).toEqual([
      expect.stringMatching(/^Input 'spec' is not valid YAML or JSON \(line 1, column \d+: .+\): expected /),
    ]);
    expect((await read({ job: 'project: [a' })).problems).toEqual([expect.stringMatching(/^Input 'job' is not valid YAML or JSON \(/)]);
    // A value that is quoted keeps the colon after the input's name.
    expect((await read({ environment: '{A: [1' })).problems).toEqual([expect.stringMatching(/^Input 'environment': "\{A: \[1" is not valid YAML or JSON/)]);
  });

  it('two YAML documents are said as what to change, not in the parser’s words', async () => {
    expect((await read({ job: 'gpu: 1\n---\ngpu: 2' })).problems).toEqual([
      `Input 'job' is not valid YAML or JSON (line 2, column 1: a "---" line starts a second document: give one): expected a map of job fields.`,
    ]);
  });
});

describe('attach', () => {
  const attach = (given: Record<string, string | undefined>) => read({ image: undefined, wait: 'finished', ...given });
  it('takes names one per line, or on one line separated by commas or spaces, each once', async () => {
    const inputs: Record<string, string | undefined> = { ...A_STEP, image: undefined, wait: 'finished', attach: 'train-a, train-b\ntrain-c train-d' };
    const settings = await getInputs({ read: (name) => inputs[name], warn: () => undefined });
    expect(settings.jobs.map(({ job }) => job.name)).toEqual(['train-a', 'train-b', 'train-c', 'train-d']);
    expect((await attach({ attach: 'train-a,train-b\ntrain-a' })).problems).toEqual([
      `Input 'attach' line 2: "train-a" is given twice (lines 1 and 2); give each once.`,
    ]);
    expect((await attach({ attach: 'train-a train-a' })).problems).toEqual([`Input 'attach' line 1: "train-a" is given twice (line 1); give each once.`]);
    // A YAML or JSON list is what it looks like; a name that is not one is said once per place, never as a repeat.
    for (const list of ['- train-a\n- train-b', '["train-a", "train-b"]']) expect((await attach({ attach: list })).problems).toEqual([]);
    expect((await attach({ attach: 'Bad_Name\nBad_Name' })).problems).toHaveLength(2);
    expect((await attach({ attach: 'Bad_Name\nBad_Name' })).problems.join()).not.toContain('twice');
  });

  it('checks the project as a submission would, before the token request, rather than failing at the service', async () => {
    expect((await attach({ attach: 'train-a', project: 'team-a\nteam-b' })).problems).toEqual([
      `Input 'project': "team-a\\nteam-b" is not valid: expected a project name, one word such as "team-a".`,
    ]);
  });
});
