// The YAML users copy from the documentation parses: test/build/workflows.test.ts checks the workflow files, and a
// ```yaml block of the README or docs/ is copied as often, and was checked by nothing (an unquoted `: ` in a `run:`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LineCounter, parseAllDocuments } from 'yaml';
import { getInputs } from '../../src/inputs.js';
import { ROOT } from '../helpers/run-action.js';

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Each fenced block in YAML (```yaml or ```yml, indented too, as in a list), its text dedented and the line of its first line in the file. */
function yamlBlocks(text: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(\S*)/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, language] = open;
    const end = lines.findIndex((line, j) => j > i && line.trim().startsWith(fence!) && line.trim().replace(/[`~]/g, '') === '');
    const body = lines.slice(i + 1, end < 0 ? undefined : end);
    if (/^ya?ml$/i.test(language!))
      blocks.push({ line: i + 2, text: body.map((line) => (line.startsWith(indent!) ? line.slice(indent!.length) : line)).join('\n') });
    if (end < 0) break;
    i = end;
  }
  return blocks;
}

/** Where each block that does not parse fails, as `file:line: message`, the line counted in the file. */
function problemsOf(file: string, text: string): string[] {
  return yamlBlocks(text).flatMap(({ line, text: block }) => {
    const lineCounter = new LineCounter();
    return parseAllDocuments(block, { lineCounter, prettyErrors: false })
      .flatMap((document) => ('errors' in document ? document.errors : []))
      .map((error) => `${file}:${line + lineCounter.linePos(error.pos[0]).line - 1}: ${error.message.split('\n')[0]}`);
  });
}

describe('the docs’ YAML', () => {
  it('finds the blocks, and names the file and line of one that does not parse', () => {
    expect(documents.reduce((count, file) => count + yamlBlocks(readFileSync(join(ROOT, file), 'utf8')).length, 0)).toBeGreaterThan(10);
    // The first run is quoted, and parses; the second is the mistake this test was written for.
    const broken = ['Text.', '', '- item:', '', '  ```yaml', '  steps:', `    - run: 'echo "a: b"'`, '    - run: echo "$A ($B): $C"', '  ```', ''].join('\n');
    expect(problemsOf('x.md', broken)).toEqual([expect.stringMatching(/^x\.md:8: Nested mappings are not allowed/)]);
  });

  it.each(documents)('every ```yaml block of %s parses', (file) => {
    expect(problemsOf(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });
});

describe('the example job files', () => {
  const jobFiles = readdirSync(join(ROOT, 'examples/jobs'));
  const recipes = readFileSync(join(ROOT, 'docs/recipes.md'), 'utf8');

  it('are linked from the recipes', () => {
    expect(jobFiles.sort()).toEqual(['smoke.yaml', 'train.yaml']);
    for (const file of jobFiles) expect(recipes).toContain(`(../examples/jobs/${file})`);
  });

  // As 'job-file' reads them, checked against the OpenAPI document and by each generation's own checks.
  it.each(jobFiles)('%s is one job that both APIs take, with no warning', async (file) => {
    for (const connection of [{ api: 'workloads' }, { api: 'researcher', realm: 'r' }] as Record<string, string>[]) {
      const given: Record<string, string> = { ...connection, 'base-url': 'https://tenant.example', 'client-id': 'ci', 'client-secret': 's3cret-value' };
      given['job-file'] = join(ROOT, 'examples/jobs', file);
      const warnings: string[] = [];
      const settings = await getInputs({ read: (name) => given[name], warn: (line) => warnings.push(line) });
      expect(settings.jobs.map(({ job }) => job.project)).toEqual(['team-a']);
      expect(warnings).toEqual([]);
    }
  });
});
