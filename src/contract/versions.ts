// The control-plane versions openapi/workloads.yaml was written from, and what each has of a request: read from the
// document's x-since, x-until and x-vendor marks (generated into `versions`), so that no version fact is written twice.
import { CONTROL_PLANE_VERSIONS, versions } from './generated/workloads-versions.js';

/** The versions whose vendor documents openapi/workloads.yaml was written from, oldest first (scripts/schemas.mjs's). */
export { CONTROL_PLANE_VERSIONS };
export type ControlPlaneVersion = (typeof CONTROL_PLANE_VERSIONS)[number];
export const OLDEST_VERSION: ControlPlaneVersion = CONTROL_PLANE_VERSIONS[0];
/** The newest document, "latest" in the vendor's repository. */
export const LATEST_VERSION: ControlPlaneVersion = CONTROL_PLANE_VERSIONS[CONTROL_PLANE_VERSIONS.length - 1]!;

/** What a client knows of the version it speaks to: the oldest and newest it can be. */
export interface VersionRange {
  oldest: ControlPlaneVersion;
  newest: ControlPlaneVersion;
}

export const ANY_VERSION: VersionRange = { oldest: OLDEST_VERSION, newest: LATEST_VERSION };

/** -1, 0 or 1 as version a is older than, the same as, or newer than b ('2.9' < '2.18'). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number)) as [number[], number[]];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  return 0;
}

/** Whether a version is within a mark's `since` and `until`. */
export const inRange = (version: string, mark: { since?: string; until?: string }) =>
  (mark.since === undefined || compareVersions(version, mark.since) >= 0) && (mark.until === undefined || compareVersions(version, mark.until) <= 0);

/** The version before one: 2.19 for 2.20. */
export const before = (version: ControlPlaneVersion): ControlPlaneVersion => CONTROL_PLANE_VERSIONS[Math.max(0, CONTROL_PLANE_VERSIONS.indexOf(version) - 1)]!;

/** "2.20 to 2.23", "2.24 or later", "2.18 or 2.19". */
export function describeRange(range: VersionRange): string {
  if (range.newest === LATEST_VERSION) return `${range.oldest} or later`;
  if (range.oldest === range.newest) return range.newest;
  const span = CONTROL_PLANE_VERSIONS.indexOf(range.newest) - CONTROL_PLANE_VERSIONS.indexOf(range.oldest);
  return `${range.oldest} ${span === 1 ? 'or' : 'to'} ${range.newest}`;
}

/** A cluster's version (`2.20.15`, `v2.22.3`) as one of the documents', clamped to the oldest and latest; undefined if none. */
export function clusterVersion(text: string | null | undefined): ControlPlaneVersion | undefined {
  const found = /^v?(\d+)\.(\d+)(?:[.\-+]|$)/.exec(text?.trim() ?? '');
  if (!found) return undefined;
  const version = `${Number(found[1])}.${Number(found[2])}`;
  if (compareVersions(version, OLDEST_VERSION) <= 0) return OLDEST_VERSION;
  if (compareVersions(version, LATEST_VERSION) >= 0) return LATEST_VERSION;
  return CONTROL_PLANE_VERSIONS.find((v) => v === version);
}

/** The first version that has a marked member (`WorkspaceSpec.preemptibility`): the oldest, unless marked. */
export const since = (path: string): ControlPlaneVersion => (versions[path]?.since as ControlPlaneVersion | undefined) ?? OLDEST_VERSION;

/** Whether every version in the range has the member. */
export function hasMember(path: string, range: VersionRange): boolean {
  const mark = versions[path] ?? {};
  return inRange(range.oldest, { since: mark.since }) && inRange(range.newest, { until: mark.until });
}

/** A keyword a member has in some versions only, such as the pattern of a name from 2.23. */
export function vendorKeyword(path: string, keyword: string): { since?: string; until?: string; value: unknown } | undefined {
  const rule = versions[path]?.vendor?.find((r) => keyword in r);
  return rule && { since: rule.since, until: rule.until, value: rule[keyword] };
}
