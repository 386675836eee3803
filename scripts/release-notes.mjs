// The release notes of a version, from CHANGELOG.md: its section, without the heading. It fails,
// saying why, unless the tag, package.json and the CHANGELOG name the same version, and that
// version is not marked unreleased; the release workflow runs it before it publishes anything.
//   node scripts/release-notes.mjs v1.2.0 > notes.md
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The notes of `tag` in `changelog`, or throws the reason there are none. */
export function releaseNotes(tag, changelog, packageVersion) {
  const version = /^v(\d+\.\d+\.\d+)$/.exec(tag)?.[1];
  if (!version) throw new Error(`"${tag}" is not a release tag: expected vMAJOR.MINOR.PATCH, such as v1.2.0`);
  if (packageVersion !== version)
    throw new Error(`package.json says ${packageVersion}, the tag ${tag}: set "version" to ${version}, commit, and tag that commit`);
  const sections = changelog.split(/^## /m).slice(1);
  const section = sections.find((s) => s.startsWith(`${version} `) || s.startsWith(`${version}\n`));
  if (!section) throw new Error(`CHANGELOG.md has no "## ${version}" section: write what changed, then tag`);
  const [heading, ...body] = section.split('\n');
  if (/unreleased/i.test(heading)) throw new Error(`CHANGELOG.md marks ${version} unreleased: give it its date (## ${version} (YYYY-MM-DD))`);
  return `${body.join('\n').trim()}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { version } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));
    process.stdout.write(releaseNotes(process.argv[2] ?? '', readFileSync(`${ROOT}CHANGELOG.md`, 'utf8'), version));
  } catch (error) {
    console.error(`release: ${error.message}`);
    process.exit(1);
  }
}
