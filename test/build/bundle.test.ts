// Bytes are deterministic, so the bundle's size is a test; times are not, and live in `npm run bench`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/run-action.js';

/**
 * The byte budget of dist/index.js, the file every step loads (issue 4). The undici chunk beside
 * it is loaded only when a proxy applies.
 */
const BUDGET_BYTES = 300 * 1024;

it(`dist/index.js stays within its byte budget (${BUDGET_BYTES / 1024} KiB)`, () => {
  expect(statSync(join(ROOT, 'dist/index.js')).size).toBeLessThanOrEqual(BUDGET_BYTES);
});

it('undici is not in dist/index.js: only a proxied request loads it', () => {
  const main = readFileSync(join(ROOT, 'dist/index.js'), 'utf8');
  expect(main.includes('class ProxyAgent'), 'undici in dist/index.js').toBe(false);
  const chunks = readdirSync(join(ROOT, 'dist')).filter((f) => /^\d+\.index\.js$/.test(f));
  expect(chunks).toHaveLength(1);
  expect(readFileSync(join(ROOT, 'dist', chunks[0]!), 'utf8').includes('class ProxyAgent'), 'undici in the chunk').toBe(true);
});

it('the action never asks @actions/core for an OIDC token, whose HTTP client is not bundled', () => {
  for (const file of readdirSync(join(ROOT, 'src')).filter((f) => f.endsWith('.ts') && f !== 'unused-oidc-client.ts')) {
    expect(/\.getIDToken\(/.test(readFileSync(join(ROOT, 'src', file), 'utf8')), file).toBe(false);
  }
});
