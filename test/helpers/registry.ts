// A package registry on loopback, for npm and npx in tests: it serves the packages it is given
// (packed from this checkout's node_modules) as the npm registry does, a packument per name and
// its tarballs, so that installing the action's package needs no network; and it takes what
// `npm publish` sends (a packument with the tarball attached), from a client with its token, so
// that a release can be published and installed the way npm's registry would.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './run-action.js';

interface Stored {
  manifest: { name: string; version: string; dependencies?: Record<string, string>; bin?: unknown };
  file: string;
  tarball: Buffer;
  integrity: string;
  shasum: string;
}

export interface Registry {
  url: string;
  /** The token `npm publish` must send: write it in the publisher's .npmrc as `//host:port/:_authToken=…`. */
  token: string;
  /** What was published to it, by name and version. */
  published: string[];
  close(): Promise<void>;
}

const run = promisify(execFile);

const stored = (manifest: Stored['manifest'], file: string, tarball: Buffer): Stored => ({
  manifest,
  file,
  tarball,
  integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
  shasum: createHash('sha1').update(tarball).digest('hex'),
});

/** Serves these packages of node_modules, and takes what is published to it; resolves to the registry. */
export async function startRegistry(names: string[], dir: string): Promise<Registry> {
  // Packed without blocking: this process serves the emulators of the tests running beside this one, and a server
  // that is not read for 5 s closes its idle connections (keepAliveTimeout) under a request just sent on one.
  const packages: Stored[] = [];
  for (const name of names) {
    const folder = join(ROOT, 'node_modules', name);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Stored['manifest'];
    const file = (await run('npm', ['pack', folder, '--pack-destination', dir, '--silent'], { encoding: 'utf8' })).stdout.trim().split('\n').pop()!;
    packages.push(stored(manifest, file, readFileSync(join(dir, file))));
  }
  const token = createHash('sha256').update(String(Math.random())).digest('hex');
  const published: string[] = [];
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    if (req.method === 'PUT') {
      if (req.headers.authorization !== `Bearer ${token}`) return json(res, 401, { error: 'not logged in: this registry takes only its own token' });
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          name: string;
          versions: Record<string, Stored['manifest']>;
          _attachments: Record<string, { data: string }>;
        };
        const [version, manifest] = Object.entries(body.versions)[0]!;
        if (packages.some((p) => p.manifest.name === body.name && p.manifest.version === version)) {
          return json(res, 403, { error: `${body.name}@${version} exists already: a version is published once` });
        }
        const [file, attachment] = Object.entries(body._attachments)[0]!;
        packages.push(stored(manifest, file.replace(/^.*\//, ''), Buffer.from(attachment.data, 'base64')));
        published.push(`${body.name}@${version}`);
        return json(res, 201, { ok: true });
      });
      return undefined;
    }
    const tar = packages.find((p) => path === `-/${p.file}`);
    if (tar) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(tar.tarball);
    }
    const versions = packages.filter((p) => p.manifest.name === path);
    if (!versions.length) return json(res, 404, { error: 'not found' });
    return json(res, 200, {
      name: path,
      'dist-tags': { latest: versions.at(-1)!.manifest.version },
      versions: Object.fromEntries(
        versions.map(({ manifest, file, integrity, shasum }) => [manifest.version, { ...manifest, dist: { tarball: `${url}-/${file}`, integrity, shasum } }]),
      ),
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return { url, token, published, close: () => new Promise((done) => server.close(() => done())) };
}

/** Packs this checkout and publishes it to `registry` as the release workflow does (`npm publish`, with the registry's token); returns the package's file. */
export async function publish(registry: Registry, dir: string): Promise<string> {
  const file = (await run('npm', ['pack', '--ignore-scripts', '--pack-destination', dir, '--silent'], { cwd: ROOT, encoding: 'utf8' })).stdout
    .trim()
    .split('\n')
    .pop()!;
  const userconfig = join(dir, 'publish.npmrc');
  writeFileSync(userconfig, `registry=${registry.url}\n${registry.url.replace(/^http:/, '')}:_authToken=${registry.token}\n`);
  // Not a synchronous call: the registry answers from this process.
  await run('npm', ['publish', join(dir, file), '--userconfig', userconfig, '--ignore-scripts', '--loglevel=error'], { cwd: dir });
  return file;
}

/** A registry on loopback holding this checkout's release as the release workflow publishes it, and what it depends on. */
export async function startReleased(dir: string): Promise<Registry> {
  mkdirSync(dir, { recursive: true });
  const registry = await startRegistry(['openapi-fetch', 'openapi-typescript-helpers'], dir);
  await publish(registry, dir);
  return registry;
}
