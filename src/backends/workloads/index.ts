// The control plane's workloads API (Run:ai 2.18 and later), behind the Backend interface: its token, the projects' ids looked
// up once, a job as a training or a workspace in the form of the version it speaks to, the paged list, and deletion by id.
import { createWorkloadsClient } from '../../contract/workloads-client.js';
import { KIND_PATH, kindOf, toWorkload } from '../../contract/workloads-mapping.js';
import type { Job } from '../../contract/client.js';
import { trimBaseUrl } from '../../contract/urls.js';
import { InputNotTaken } from '../../errors.js';
import { ANY_VERSION, LATEST_VERSION } from '../../contract/versions.js';
import { forLog } from '../../safe-text.js';
import { TokenSource } from '../../service/token.js';
import { openWire } from '../../service/wire.js';
import { stateMeaning, type Backend, type BackendContext } from '../backend.js';
import { deleteWorkloads } from './delete.js';
import { explainWorkloads, workloadUtilisation } from './explain.js';
import { ClusterLogs } from './logs.js';
import { workloadMetadata } from './metadata.js';
import { WorkloadLister } from './list.js';
import { Placements } from './placements.js';
import { KINDS, kindRef, readWorkloadRef, sentOf, versionFor, workloadRequest, workloadSubmitter, type WorkloadRef } from './request.js';
import { versionCheck } from './spec-inputs.js';
import { controlPlaneToken } from './token.js';

export function createBackend({ settings, log, clock = {}, http, proxyFor, origin }: BackendContext): Backend {
  const wire = openWire({ timeoutMs: settings.requestTimeoutMs, caCertificates: settings.caCertificates, http });
  const client = createWorkloadsClient({ baseUrl: settings.baseUrl, fetch: wire.fetch, Request: wire.Request });
  const { now, ...retry } = clock;
  const tokens = new TokenSource(controlPlaneToken(client, settings), settings, log, retry, now);
  const placements = new Placements(client, tokens, settings, log);
  /** Projects' ids a step took over from its handles (the post step), which it did not look up. */
  const adopted = new Map<string, string>();
  const projectIdOf = (project: string) => adopted.get(project) ?? placements.of(project).projectId;
  // Every workload's labels and annotations: where it came from (unless annotate: false), then the user's.
  const metadata = workloadMetadata(settings, origin);
  const extras = settings.jobExtras?.extras;
  const given = (settings.jobExtras?.given ?? []) as Parameters<typeof versionCheck>[3];
  /** Once the version each job goes to is told (versionFor): what it cannot take is refused before anything is sent, what some may lack is warned of. */
  const checkVersions = (jobs: Job[]) => {
    const refused = new Map<string, Set<string>>();
    const doubtful = new Set<string>();
    for (const job of jobs) {
      const known = versionFor(job.project, placements, tokens);
      // What the request says of a field's form is said when it is sent.
      const found = versionCheck(
        job,
        workloadRequest(job, placements, tokens, metadata, extras),
        { range: known.range ?? ANY_VERSION, told: known.told },
        given,
        extras?.master,
      );
      for (const line of found.refused) refused.set(known.told, (refused.get(known.told) ?? new Set()).add(line));
      for (const line of found.doubtful) doubtful.add(line);
    }
    for (const line of doubtful) log.warning(`${line}.`);
    if (refused.size) {
      const each = [...refused].map(([told, lines]) => `${[...lines].join('; ')}; ${told}`);
      throw new InputNotTaken(`${each.join('. ')}. Remove what it does not have; nothing was sent.`);
    }
  };
  const ids = (created: { ref: WorkloadRef }[]) => created.map((handle) => handle.ref.id).filter((id): id is string => id !== undefined);
  return {
    tokens,
    submitter: workloadSubmitter(client, placements, tokens, log, metadata, extras),
    lister: new WorkloadLister(client, projectIdOf, tokens, settings),
    meaning: stateMeaning,
    async prepare(projects) {
      await placements.lookUp(projects);
      checkVersions(settings.jobs.map((planned) => planned.job));
    },
    preparing: 'looked the projects up',
    adopt(handles) {
      for (const { project, ref } of handles) if ((ref as WorkloadRef).projectId) adopted.set(project, (ref as WorkloadRef).projectId!);
    },
    // A workload named by the service but without a usable id, or not answered yet: found by name in its project.
    refByName: (job) => ({ ...kindRef(kindOf(job, extras)), projectId: placements.of(job.project).projectId }),
    // The list's type says the kind of a workload the step did not submit (attach, reuse): its log's path and its delete's.
    identified: (ref, listed) => {
      const kind = KINDS.find((k) => listed.type === k[0]!.toUpperCase() + k.slice(1));
      return { ...ref, ...(listed.id !== undefined ? { id: listed.id } : {}), ...(kind ? kindRef(kind) : {}) };
    },
    readRef: readWorkloadRef,
    explain: (jobs, limits) => explainWorkloads(jobs, client, tokens, limits, log),
    utilisation: (jobs, limits) => workloadUtilisation(jobs, client, tokens, limits, log),
    // The framework as the request sends it: the `spec` input may give or change it.
    logs: new ClusterLogs(
      placements,
      tokens,
      wire,
      settings,
      proxyFor,
      (extras?.override?.distributedFramework ?? extras?.members?.distributedFramework) as string | undefined,
    ),
    delete: (handles, limits) => deleteWorkloads(handles, client, tokens, limits),
    async preview(jobs) {
      // The ids are looked up (a token, and the projects), so that the requests printed are the ones that would be sent.
      await placements.lookUp(jobs.map((job) => job.project));
      checkVersions(jobs);
      const said = new Set<string>();
      return {
        lead: `nothing is created (the ids below were looked up). ${
          settings.credentials
            ? `The token came from the control plane as client '${forLog(settings.credentials.clientId)}'.`
            : settings.externalToken !== undefined
              ? "The token came from the control plane in exchange for 'external-token'."
              : "The 'token' input was sent as the bearer."
        }`,
        requests: jobs.map((job) => {
          const { kind, request } = workloadRequest(job, placements, tokens, metadata, extras, { log, said });
          return { url: client.url(`/api/v1/workloads/${KIND_PATH[kind]}`), body: request };
        }),
      };
    },
    // The cluster by the name the control plane gives it; the UI lists workloads on its Workloads page: the documents give no address of one workload.
    whereabouts: (created) => ({
      cluster: placements.clusterName() ?? trimBaseUrl(settings.baseUrl),
      pages: Object.fromEntries(created.map((job) => [job.name, `${trimBaseUrl(settings.baseUrl)}/workloads`])),
    }),
    // The image and resources as the request sends them (a spec may set what no field does); the version does not change them, so any placement does.
    sent: (job) => sentOf(toWorkload(job, { projectId: '', clusterId: '' }, LATEST_VERSION, undefined, extras)),
    outputs: (created) => {
      const all = ids(created as { ref: WorkloadRef }[]);
      return { 'workload-id': all[0] ?? '', 'workload-ids': JSON.stringify(all) };
    },
    close: () => wire.close(),
  };
}
