// A workload's log, from its cluster's API at the control plane's `domain` for it (openapi/cluster-api.yaml), its status asked once per cluster with a
// 3 s timeout as the vendor's CLI does; streamed over a WebSocket while it runs, downloaded once it has ended, with the control plane's bearer.
import { clusterAddress, clusterStatusUrl, workloadLogDownloadUrl, workloadLogsUrl, type WorkloadLogAddress } from '../../contract/cluster-logs.js';
import { NOT_HTTPS, PROXY_TLS } from '../../errors.js';
import type { Settings } from '../../inputs.js';
import { forLog, LOG_ARRIVAL_LIMIT, sentence } from '../../safe-text.js';
import { unlessStopped } from '../../core/stop.js';
import { byteLineCutter, readSocket } from '../../service/socket.js';
import type { TokenSource } from '../../service/token.js';
import { classifyNetworkError, UnreadableAnswer, within, type BodyRules, type Wire } from '../../service/wire.js';
import type { JobHandle, JobLogs } from '../backend.js';
import type { Placements } from './placements.js';
import type { WorkloadRef } from './request.js';

/** How long the cluster's API has to say it is up: the vendor's CLI waits 3 s. */
const STATUS_TIMEOUT_MS = 3_000;

export class ClusterLogs implements JobLogs {
  /** Per cluster address: why its log cannot be had, or undefined when it can. */
  private readonly checked = new Map<string, Promise<string | undefined>>();
  /** Cluster addresses whose API does not serve `logs/download` (404, 405, or not text): their logs are streamed. */
  private readonly noDownload = new Set<string>();
  /** Each cluster's first download, until it is answered. */
  private readonly firstDownload = new Map<string, Promise<void>>();

  constructor(
    private readonly placements: Placements,
    private readonly tokens: Pick<TokenSource, 'bearer'>,
    private readonly wire: Wire,
    private readonly settings: Pick<Settings, 'baseUrl' | 'caCertificates' | 'requestTimeoutMs'>,
    private readonly proxyFor: ((url: URL) => URL | undefined) | undefined,
    /** A distributed training's framework (PyTorch, MPI, …), whose name is a segment of its log's path. */
    private readonly framework?: string,
  ) {}

  private addressOf(job: JobHandle): { address?: string; plain?: string; cluster: string } {
    const cluster = this.placements.clusterFor(job.project);
    const name = cluster ? `"${forLog(sentence(cluster.name))}"` : 'of the project';
    const address = cluster ? clusterAddress(cluster.domain) : undefined;
    // The bearer is the control plane's: it goes in the clear only where it goes so already.
    if (address?.startsWith('http:') && !this.settings.baseUrl.startsWith('http:')) return { plain: address, cluster: `cluster ${name}` };
    return { address, cluster: `cluster ${name}` };
  }

  async unavailable(job: JobHandle): Promise<string | undefined> {
    const { address, plain, cluster } = this.addressOf(job);
    if (plain) return `the control plane gives the ${cluster} a plain-http address (${forLog(plain)}), and the step's bearer is not sent there in the clear`;
    if (!address) return `the control plane gives no address of the ${cluster} (its domain), where its API serves logs`;
    if (!this.checked.has(address)) this.checked.set(address, this.status(address, cluster));
    return this.checked.get(address);
  }

  private async status(address: string, cluster: string): Promise<string | undefined> {
    const url = clusterStatusUrl(address);
    // A 5xx, no answer in time, no connection: the API may be up by the next job's start or end, which asks again. Kept, a passing 503 as a job
    // started hid its log, and its traceback hours later, for the rest of the step.
    const passing = (why: string) => (this.checked.delete(address), why);
    try {
      const bearer = await this.tokens.bearer();
      const answer = await within(Date.now() + STATUS_TIMEOUT_MS, () =>
        this.wire.fetch(new Request(url, { headers: { authorization: `Bearer ${bearer}`, accept: 'text/plain' } })),
      );
      const said = await answer.text();
      // A web page (a sign-in page, an application's catch-all) says nothing of the API, whatever words it holds ("token" holds "ok").
      const page = /html/i.test(answer.headers.get('content-type') ?? '');
      if (answer.ok && !page && /OK/i.test(said)) return undefined;
      const why = `the ${cluster}'s API at ${forLog(url)} answered HTTP ${answer.status}, not that it is up`;
      return answer.status >= 500 ? passing(why) : why;
    } catch (error) {
      // The wire's "fetch failed" names no cause. A certificate the runner does not trust is no network's fault, has its own fix, and stays so.
      const network = error instanceof TypeError ? classifyNetworkError(error, STATUS_TIMEOUT_MS) : undefined;
      // A certificate that does not name the address, a server that does not speak HTTPS, or the proxy's TLS, is said by its cause, which a
      // CA for the cluster would not fix.
      if (network?.kind === 'tls')
        return /ALTNAME/.test(network.cause) || network.cause.startsWith(NOT_HTTPS) || network.cause.startsWith(PROXY_TLS)
          ? `the ${cluster}'s API at ${forLog(url)} failed TLS (${forLog(network.cause)})`
          : `the ${cluster}'s API at ${forLog(url)} was not trusted (${forLog(network.cause)}): for a cluster whose certificate a private CA issued, give that CA's PEM (text or a file path) in 'ca-certificates', or set NODE_EXTRA_CA_CERTS on the runner`;
      return passing(
        `the ${cluster}'s API at ${forLog(url)} cannot be reached from the runner (${forLog(network?.cause ?? (error as Error).message)}): a cluster behind a VPN or a private network is out of its reach`,
      );
    }
  }

  async *read(job: JobHandle, signal: AbortSignal, ended = false): AsyncIterable<string> {
    const { address } = this.addressOf(job);
    if (!address) return;
    // A renewal under way (which may hang for request-timeout-seconds) is not waited for past a stop.
    const bearer = await unlessStopped(this.tokens.bearer(), signal);
    if (bearer === undefined) return;
    const at: WorkloadLogAddress = {
      projectName: job.project,
      // A distributed training is a training of its framework on the cluster API (an assumption: cluster-api.yaml).
      workloadType: (job.ref as WorkloadRef).kind === 'workspace' ? 'workspace' : 'training',
      workloadFramework:
        (job.ref as WorkloadRef).kind === 'distributed' ? ((job.ref as WorkloadRef).framework ?? this.framework ?? 'runai').toLowerCase() : 'runai',
      workloadName: job.name,
    };
    // A download ends, where a socket is held open until the server closes it. A cluster's first download says whether it serves them: the others wait.
    const first = this.firstDownload.get(address);
    if (ended && first) await unlessStopped(first, signal);
    if (signal.aborted) return;
    if (ended && !this.noDownload.has(address)) {
      const downloading = this.download(workloadLogDownloadUrl(address, at), bearer);
      this.firstDownload.set(address, first ?? downloading.then(() => undefined).catch(() => undefined));
      const body = await unlessStopped(downloading, signal);
      if (body === undefined) return;
      if (typeof body === 'object') {
        const decoder = new TextDecoder();
        let partial = body.end; // only its end was sent (206): its first line is a part of one, left out
        const cut = byteLineCutter(LOG_ARRIVAL_LIMIT);
        try {
          // A server that holds the download open without sending is left when the reader stops waiting.
          for (let next: IteratorResult<Uint8Array> | undefined = body.first; next && !next.done; next = await unlessStopped(body.rest!.next(), signal)) {
            let bytes = next.value;
            if (partial) {
              // A carriage return starts a line again as a line feed does: a progress bar longer than the range still has its last state.
              const [newline, carriage] = [bytes.indexOf(0x0a), bytes.indexOf(0x0d)];
              const at = carriage >= 0 && (newline < 0 || carriage < newline) && bytes[carriage + 1] !== 0x0a ? carriage : newline;
              if (at < 0) continue;
              bytes = bytes.subarray(at === carriage ? at : at + 1);
              partial = false;
            }
            yield decoder.decode(cut(bytes), { stream: true });
          }
        } finally {
          void body.rest?.return?.();
        }
        yield decoder.decode();
        return;
      }
      if (body === 'not served') this.noDownload.add(address);
    }
    yield* readSocket(workloadLogsUrl(address, at), bearer, signal, this.settings, this.proxyFor);
  }

  /** The downloaded body as it arrives, and whether it is only the log's end (a 206 to the suffix range; a server without ranges sends it all, bounded by
   *  time). 'not served': 404, 405 or an archive; 'too large': the wire would not read a 200 (compressed), so it is streamed. Else a refusal is an error. */
  private async download(url: string, bearer: string): Promise<Download | 'not served' | 'too large'> {
    const init = { headers: { authorization: `Bearer ${bearer}`, accept: 'text/plain', range: `bytes=-${LOG_END_BYTES}` } };
    const request = Object.assign(new Request(url, init), { stream: true, limit: Number.POSITIVE_INFINITY } satisfies BodyRules);
    const answer = await this.wire.fetch(request).catch((error: unknown) => {
      // A 200 the wire would not read (compressed, which was not asked for): the stream is asked instead.
      if (error instanceof UnreadableAnswer && error.status === 200) return 'too large' as const;
      throw error;
    });
    if (answer === 'too large') return answer;
    if (answer.status === 404 || answer.status === 405) return 'not served';
    // 416: no byte to send from the end, an empty log.
    if (!answer.ok && answer.status !== 416) throw new Error(`the cluster's API answered HTTP ${answer.status} to ${forLog(url)}`);
    if (/html/i.test(answer.headers.get('content-type') ?? '')) throw new Error(`the cluster's API answered a web page, not a log, to ${forLog(url)}`);
    // Only a part that does not start at the log's first byte begins inside a line: a log shorter than the range asked is all of it, from byte 0.
    const end = answer.status === 206 && !/^bytes 0-/.test(answer.headers.get('content-range') ?? '');
    if (answer.status === 416 || !answer.body) return { first: { done: true, value: undefined }, end };
    // The first piece says what the body is; asking for it starts the read, so that leaving it (an archive) closes the connection.
    const rest = (answer.body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
    const first = await rest.next();
    if (!first.done && (isArchive(first.value) || /zip|tar/i.test(answer.headers.get('content-type') ?? ''))) {
      await rest.return?.();
      return 'not served';
    }
    return { first, rest, end };
  }
}

/** A download's body: its first piece, read to see what it is, then the rest. */
type Download = { first: IteratorResult<Uint8Array>; rest?: AsyncIterator<Uint8Array>; end: boolean };

/** The end of a log a download asks for: its last lines, however long the lines of a progress bar. */
const LOG_END_BYTES = 4 * 1024 * 1024;

/** A zip or gzip archive, by its first bytes: a per-container bundle the action does not unpack. */
const isArchive = (start: Uint8Array) =>
  (start[0] === 0x50 && start[1] === 0x4b && start[2] === 0x03 && start[3] === 0x04) || (start[0] === 0x1f && start[1] === 0x8b);
