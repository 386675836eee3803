// A package registry on loopback, for npm and npx in tests: it serves the packages it is given
// (packed from this checkout's node_modules) as the npm registry does, a packument per name and
// its tarballs, so that installing the action's package needs no network.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './run-action.js';

/** Serves these packages of node_modules; resolves to the registry's address and a close(). */
export async function startRegistry(names: string[], dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const packages = names.map((name) => {
    const folder = join(ROOT, 'node_modules', name);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string; version: string; dependencies?: Record<string, string> };
    const file = execFileSync('npm', ['pack', folder, '--pack-destination', dir, '--silent'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    const tarball = readFileSync(join(dir, file));
    return {
      manifest,
      file,
      tarball,
      integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
      shasum: createHash('sha1').update(tarball).digest('hex'),
    };
  });
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    const tar = packages.find((p) => path === `-/${p.file}`);
    if (tar) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(tar.tarball);
    }
    const found = packages.find((p) => p.manifest.name === path);
    if (!found) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"error":"not found"}');
    }
    const { name, version, dependencies } = found.manifest;
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({
        name,
        'dist-tags': { latest: version },
        versions: {
          [version]: {
            name,
            version,
            ...(dependencies ? { dependencies } : {}),
            dist: { tarball: `${url}-/${found.file}`, integrity: found.integrity, shasum: found.shasum },
          },
        },
      }),
    );
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return { url, close: () => new Promise((done) => server.close(() => done())) };
}
