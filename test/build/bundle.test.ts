// Bytes are deterministic, so the bundle's size is a test; times are not, and live in `npm run bench`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { DIST, distReady, ROOT } from '../helpers/run-action.js';

/**
 * The byte budget of dist/index.js, the file every step loads (issue 4). The files beside it
 * are loaded only when needed: the service calls, the YAML parser, undici for a proxy.
 */
const BUDGET_BYTES = 300 * 1024;

beforeAll(distReady, 300_000);

it(`dist/index.js stays within its byte budget (${BUDGET_BYTES / 1024} KiB)`, () => {
  expect(statSync(join(DIST, 'index.js')).size).toBeLessThanOrEqual(BUDGET_BYTES);
});

it('what only some steps need is in files of their own, not in dist/index.js', () => {
  const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
  const chunks = readdirSync(DIST).filter((f) => /^\d+\.index\.js$/.test(f));
  // A marker of each: undici (a proxy), yaml (a YAML or JSON input), openapi-fetch (a request).
  for (const [what, marker] of [
    ['undici', 'class ProxyAgent'],
    ['yaml', 'class YAMLMap'],
    ['openapi-fetch', 'function mergeHeaders'],
  ]) {
    expect(read('index.js').includes(marker!), `${what} in dist/index.js`).toBe(false);
    expect(
      chunks.filter((f) => read(f).includes(marker!)),
      `the file holding ${what}`,
    ).toHaveLength(1);
  }
});

it('the action never calls what @actions/core gets from the packages it is bundled without', () => {
  // src/host/core-stand-ins.ts takes the place of @actions/http-client and @actions/exec for @actions/core.
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('core-stand-ins.ts'))) {
    const text = readFileSync(join(ROOT, 'src', file), 'utf8');
    expect(/\bgetIDToken\b|\bgetDetails\b/.test(text), file).toBe(false);
  }
});
