// A workload's log, from its cluster's own API (openapi/cluster-api.yaml): the cluster's address
// is the control plane's `domain` for it; the API's status is asked once per cluster, with a
// short timeout as the vendor's CLI does, so that a cluster the runner cannot reach is said once;
// the log is a WebSocket stream, with the control plane's bearer.
import { clusterAddress, clusterStatusUrl, workloadLogsUrl } from '../../contract/cluster-logs.js';
import type { Settings } from '../../inputs.js';
import { forLog } from '../../safe-text.js';
import { readSocket } from '../../service/socket.js';
import type { TokenSource } from '../../service/token.js';
import { within } from '../../service/transport.js';
import type { Wire } from '../../service/wire.js';
import type { JobHandle, JobLogs } from '../backend.js';
import type { Placements } from './placements.js';
import type { WorkloadRef } from './refs.js';

/** How long the cluster's API has to say it is up: the vendor's CLI waits 3 s. */
export const STATUS_TIMEOUT_MS = 3_000;

export class ClusterLogs implements JobLogs {
  /** Per cluster address: why its log cannot be had, or undefined when it can. */
  private readonly checked = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly placements: Placements,
    private readonly tokens: Pick<TokenSource, 'bearer'>,
    private readonly wire: Wire,
    private readonly settings: Pick<Settings, 'caCertificates' | 'requestTimeoutMs'>,
    private readonly proxyFor: ((url: URL) => URL | undefined) | undefined,
  ) {}

  private addressOf(job: JobHandle): { address?: string; cluster: string } {
    const cluster = this.placements.clusterFor(job.project);
    const name = cluster ? `"${forLog(cluster.name)}"` : 'of the project';
    return { ...(cluster ? { address: clusterAddress(cluster.domain) } : {}), cluster: `cluster ${name}` };
  }

  async unavailable(job: JobHandle): Promise<string | undefined> {
    const { address, cluster } = this.addressOf(job);
    if (!address) return `the control plane gives no address of the ${cluster} (its domain), where its API serves logs`;
    let check = this.checked.get(address);
    if (!check) {
      check = this.status(address, cluster);
      this.checked.set(address, check);
    }
    return check;
  }

  private async status(address: string, cluster: string): Promise<string | undefined> {
    const url = clusterStatusUrl(address);
    try {
      const bearer = await this.tokens.bearer();
      const answer = await within(Date.now() + STATUS_TIMEOUT_MS, () =>
        this.wire.fetch(new this.wire.Request(url, { headers: { authorization: `Bearer ${bearer}`, accept: 'text/plain' } })),
      );
      const said = await answer.text();
      if (answer.ok && /OK/i.test(said)) return undefined;
      return `the ${cluster}'s API at ${forLog(url)} answered HTTP ${answer.status}, not that it is up`;
    } catch (error) {
      return `the ${cluster}'s API at ${forLog(url)} cannot be reached from the runner (${forLog((error as Error).message)}): a cluster behind a VPN or a private network is out of its reach`;
    }
  }

  async *read(job: JobHandle, signal: AbortSignal): AsyncIterable<string> {
    const { address } = this.addressOf(job);
    if (!address) return;
    const bearer = await this.tokens.bearer();
    const url = workloadLogsUrl(address, {
      projectName: job.project,
      workloadType: (job.ref as WorkloadRef).kind ?? 'training',
      workloadFramework: 'runai',
      workloadName: job.name,
    });
    yield* readSocket(url, {
      headers: { authorization: `Bearer ${bearer}` },
      openTimeoutMs: this.settings.requestTimeoutMs,
      signal,
      ...(this.settings.caCertificates ? { caCertificates: this.settings.caCertificates } : {}),
      ...(this.proxyFor ? { proxyFor: this.proxyFor } : {}),
    });
  }
}
