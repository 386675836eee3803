// The hand-written lines of src/ (generated files and the command line's generated options left out), as `wc -l` counts them, and
// what remains once every comment and blank line is gone and the project's prettier lays the code out again: the least that trimming
// words and layout alone can reach. `node scripts/source-lines.mjs`
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.split(/[\\/]/).includes('generated') && !path.endsWith('cli-inputs.ts'))
  .map((path) => join('src', path));
const options = await prettier.resolveConfig(files[0]);
let lines = 0;
let code = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  lines += text.split('\n').length - 1;
  const printed = ts.createPrinter({ removeComments: true }).printFile(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
  code += (await prettier.format(printed, { ...options, filepath: file })).split('\n').filter((line) => line.trim()).length;
}
console.log(`${files.length} files: ${lines} lines; ${code} without comments or blank lines`);
