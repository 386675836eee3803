// Builds the contract package's JavaScript (lib/contract/) from src/contract/: the typed client,
// validation and generated types, without the GitHub Actions toolkit. `npm pack` runs it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'lib/contract');
rmSync(join(root, 'lib'), { recursive: true, force: true });
execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.contract.json'], { cwd: root, stdio: 'inherit' });
// The generated validators are JavaScript already, with their declarations beside them.
mkdirSync(join(out, 'generated'), { recursive: true });
for (const file of readdirSync(join(root, 'src/contract/generated'))) {
  copyFileSync(join(root, 'src/contract/generated', file), join(out, 'generated', file));
}
