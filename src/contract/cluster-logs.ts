// Where a workload's log is on its cluster's own API (openapi/cluster-api.yaml). Transport, bearer and reading are the caller's.
import { trimBaseUrl } from './urls.js';

/** The longest `domain` taken for an address: browsers and proxies stop at about this many characters. */
const MAX_ADDRESS_LENGTH = 2048;

/** What names a workload's log on the cluster API. */
export interface WorkloadLogAddress {
  projectName: string;
  /** `training` or `workspace`. */
  workloadType: string;
  /** `runai` for a standard workload. */
  workloadFramework: string;
  workloadName: string;
}

/** The cluster's address from the control plane's `domain` (a host, or an address), `https://` by default; undefined unless a plain http(s) address. */
export function clusterAddress(domain: string | null | undefined): string | undefined {
  const given = domain?.trim();
  if (!given || given.length > MAX_ADDRESS_LENGTH) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? given : `https://${given}`;
  const url = URL.canParse(withScheme) ? new URL(withScheme) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) return undefined;
  return trimBaseUrl(url.href);
}

/** `GET` it: a text that contains `OK` says the cluster's API is up. */
export const clusterStatusUrl = (cluster: string): string => `${trimBaseUrl(cluster)}/cluster-api/status`;

const logsPath = (cluster: string, at: WorkloadLogAddress) => {
  const part = encodeURIComponent;
  return `${trimBaseUrl(cluster)}/cluster-api/api/v1/${part(at.projectName)}/workloads/${part(at.workloadType)}/${part(at.workloadFramework)}/${part(at.workloadName)}/logs`;
};

/** The WebSocket address of a workload's log: `wss://` for an https cluster, `ws://` for http. */
export const workloadLogsUrl = (cluster: string, at: WorkloadLogAddress): string => logsPath(cluster, at).replace(/^http/, 'ws');

/** `GET` it over HTTPS: the log as it is so far, as text (an assumption: see openapi/cluster-api.yaml). */
export const workloadLogDownloadUrl = (cluster: string, at: WorkloadLogAddress): string => `${logsPath(cluster, at)}/download`;
