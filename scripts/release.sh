#!/usr/bin/env bash
# Tags a release and moves its major tag, so that workflows pinned to `@v1` get it.
#   scripts/release.sh 1.2.0     tags v1.2.0 on HEAD and moves v1 to it, then pushes both
# Run it on main, after the version in package.json and CHANGELOG.md says the same, with dist/
# built and committed (the tests fail otherwise).
set -euo pipefail
version="${1:?usage: scripts/release.sh MAJOR.MINOR.PATCH}"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "release: '$version' is not MAJOR.MINOR.PATCH" >&2; exit 2; }
major="v${version%%.*}"
[[ "$(node -p 'require("./package.json").version')" == "$version" ]] || { echo "release: package.json is not at $version" >&2; exit 2; }
grep -q "^## $version" CHANGELOG.md || { echo "release: CHANGELOG.md has no '## $version' section" >&2; exit 2; }
[[ -z "$(git status --porcelain)" ]] || { echo "release: the work tree has uncommitted changes" >&2; exit 2; }
git tag -a "v$version" -m "v$version"
git tag -fa "$major" -m "$major → v$version"
git push origin "v$version"
git push --force origin "$major"
echo "released v$version; $major now points to it"
