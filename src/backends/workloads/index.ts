// The control plane's workloads API (Run:ai 2.18 and later), behind the Backend interface: its token, the projects' ids looked
// up once, a job as a training or a workspace in the form of the version it speaks to, the paged list, and deletion by id.
import { validateAnnotationValue, validateLabelValue, validateMetadataName } from '../../contract/generated/workloads-metadata.js';
import { validateJobStatus } from '../../contract/generated/answer-validators.js';
import { validateCreatedWorkloadName } from '../../contract/generated/workloads-answers.js';
import { createWorkloadsClient } from '../../contract/workloads-client.js';
import { KIND_PATH, kindOf, toWorkload } from '../../contract/workloads-mapping.js';
import type { Job } from '../../contract/client.js';
import { trimBaseUrl } from '../../contract/urls.js';
import { InputNotTaken } from '../../errors.js';
import { forLog } from '../../safe-text.js';
import { TokenSource } from '../../service/token.js';
import { openWire, within } from '../../service/wire.js';
import { type Backend, type BackendContext, type Deletion, type JobHandle, type Listed } from '../backend.js';
import { explainWorkloads, workloadUtilisation } from './explain.js';
import { ClusterLogs } from './logs.js';
import { workloadLister } from './list.js';
import { placementsOf } from './placements.js';
import { KINDS, kindRef, readWorkloadRef, sentOf, versionFor, workloadRequests, type WorkloadRef } from './request.js';
import { versionCheck } from './spec-inputs.js';
import { OPERATIONS } from './operations.js';
import { controlPlaneToken } from './token.js';

/** Deletions in flight at once: a stopped sweep of a thousand jobs is not a thousand requests at the gateway at once, which would throttle
 *  them (429) within the runner's seconds for a stop; and not one at a time, which would not finish within them. */
export const DELETIONS_AT_ONCE = 32;

/** How long a post step looks its jobs' projects up for before it deletes them by id without. */
const ADOPT_LOOKUP_MS = 10_000;

export function createBackend({ settings, log, clock = {}, http, proxyFor, origin }: BackendContext): Backend {
  const wire = openWire(settings, http);
  const client = createWorkloadsClient({ baseUrl: settings.baseUrl, fetch: wire.fetch });
  const tokens = new TokenSource(controlPlaneToken(client, settings), settings, log, clock);
  const placements = placementsOf(client, tokens, settings, log);
  /** Projects' ids a step took over from its handles (the post step), which it did not look up. */
  const adopted = new Map<string, string>();
  // Every workload's labels and annotations: where it came from (unless 'annotate: false', and only what Kubernetes takes), then the user's, which win.
  const from = settings.annotate && origin ? origin : { labels: {}, annotations: {} };
  const withOrigin = (input: 'labels' | 'annotations', check: (value: string) => boolean) => ({
    ...Object.fromEntries(Object.entries(from[input]).filter(([name, value]) => validateMetadataName(name) && check(value))),
    ...settings[input],
  });
  const metadata = { labels: withOrigin('labels', validateLabelValue), annotations: withOrigin('annotations', validateAnnotationValue) };
  const extras = settings.jobExtras?.extras;
  // The framework as the request sends it: the `spec` input may give or change it.
  const framework = (extras?.override?.distributedFramework ?? extras?.members?.distributedFramework) as string | undefined;
  const requestOf = workloadRequests(placements, tokens, metadata, extras, log);
  /** Looks the jobs' projects up, then refuses what the version each goes to (versionFor) cannot take, before anything is sent; warns of what some may lack. */
  const prepare = async (jobs: Job[]) => {
    await placements.lookUp(jobs.map((job) => job.project));
    const refused = new Map<string, Set<string>>();
    const doubtful = new Set<string>();
    for (const job of jobs) {
      const found = versionCheck(job, requestOf(job), versionFor(job.project, placements, tokens), settings.jobExtras?.given ?? [], extras?.master);
      for (const { line, told } of found.refused) refused.set(told, (refused.get(told) ?? new Set()).add(line));
      for (const line of found.doubtful) doubtful.add(line);
    }
    for (const line of doubtful) log.warning(`${line}.`);
    const each = [...refused].map(([told, lines]) => `${[...lines].join('; ')}; ${told}`);
    if (each.length) throw new InputNotTaken(`${each.join('. ')}. Remove what it cannot take; nothing was sent.`);
  };
  const submitUrl = (job: Job) => client.url(`/api/v1/workloads/${KIND_PATH[kindOf(job, extras)]}`);
  return {
    tokens,
    submitter: {
      operation: OPERATIONS.submit,
      url: submitUrl,
      async send(job, bearer) {
        const submission = requestOf(job, true);
        const answer = await client.submit(submission, bearer);
        if (!answer.ok) return answer;
        const { name, workloadId, actualPhase } = answer.data;
        // Its state as created, where the answer says it in a plain word (as a list's phase is read): the state without a wait.
        const status = actualPhase !== undefined && validateJobStatus(actualPhase) ? { status: actualPhase } : {};
        return { ...answer, data: { name, ref: { ...kindRef(submission.kind), id: workloadId }, ...status } };
      },
    },
    lister: workloadLister(client, (project) => adopted.get(project) ?? placements.of(project).projectId, tokens, settings),
    prepare,
    preparing: 'looked the projects up',
    async adopt(handles) {
      for (const { project, ref } of handles) if ((ref as WorkloadRef).projectId) adopted.set(project, (ref as WorkloadRef).projectId!);
      // A project whose every job is known by its id alone is looked up, so that its list can say which have ended since (not to be deleted).
      // Within ADOPT_LOOKUP_MS: one that cannot be by then is deleted by id all the same, as a post step must delete within its CI system's limits.
      const unknown = [...new Set(handles.map((h) => h.project))].filter((project) => !adopted.has(project));
      if (!unknown.length) return;
      const until = Date.now() + Math.min(settings.requestTimeoutMs, ADOPT_LOOKUP_MS);
      const lookedUp = within(until, () => placements.lookUp(unknown)).catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([lookedUp, new Promise((done) => (timer = setTimeout(done, until - Date.now())))]);
      clearTimeout(timer);
    },
    // A workload named by the service but without a usable id, or not answered yet: found by name in its project.
    refByName: (job) => ({ ...kindRef(kindOf(job, extras)), projectId: placements.of(job.project).projectId }),
    // The list's type (`Training`, `Workspace`, …) says the kind of a workload the step did not submit (attach, reuse): its log's path and its delete's.
    identified: (ref, listed) => {
      const kind = KINDS.find((k) => listed.type === k[0]!.toUpperCase() + k.slice(1));
      return {
        ...ref,
        ...(listed.id !== undefined ? { id: listed.id } : {}),
        ...(kind ? kindRef(kind) : {}),
        ...(listed.framework ? { framework: listed.framework } : {}),
      };
    },
    readRef: readWorkloadRef,
    isName: validateCreatedWorkloadName,
    // A workload carries the labels of the run that submitted it: one of the step's labels of another value, or missing, says another run.
    async submittedElsewhere(jobs, limits) {
      const ours = Object.entries(metadata.labels);
      const elsewhere = new Set<string>();
      await Promise.all(
        jobs.map(async ({ name, ref }) => {
          const { kind = 'training', id } = ref as WorkloadRef;
          if (!ours.length || id === undefined) return;
          const labels = await tokens
            .call(OPERATIONS.labels, limits, {
              url: client.url(`/api/v1/workloads/${KIND_PATH[kind]}/${encodeURIComponent(id)}`),
              send: (bearer) => client.submittedLabels(kind, id, bearer),
            })
            .catch(() => null);
          if (labels && ours.some(([label, value]) => labels.get(label) !== value)) elsewhere.add(name);
        }),
      );
      return elsewhere;
    },
    explain: (jobs, limits) => explainWorkloads(jobs, limits, { client, tokens, log }),
    utilisation: (jobs, limits) => workloadUtilisation(jobs, limits, { client, tokens, log }),
    logs: new ClusterLogs(placements, tokens, wire, settings, proxyFor, framework),
    // One by one (DELETIONS_AT_ONCE at a time), by id and kind; one whose id the step does not have is found by name first (its submission was
    // answered without a usable id, or confirmed by the list). One that is gone (404, or not listed) is not an error.
    async delete(handles, limits) {
      const deletion: Omit<Deletion, 'unsure'> = { deleted: [], gone: [] };
      // A stopped sweep can have many submissions unanswered: one list per project finds them all, within the runner's few seconds.
      const unidentified = new Map<string, Promise<Map<string, Listed>>>();
      const idOf = async (job: JobHandle, ref: WorkloadRef): Promise<string | undefined> => {
        if (ref.id !== undefined || ref.projectId === undefined) return ref.id;
        let listed = unidentified.get(ref.projectId);
        if (!listed) {
          const names = handles.filter((other) => (other.ref as WorkloadRef).id === undefined && (other.ref as WorkloadRef).projectId === ref.projectId);
          listed = workloadLister(client, () => ref.projectId!, tokens, limits).read(job.project, { names: new Set(names.map((other) => other.name)) });
          unidentified.set(ref.projectId, listed);
        }
        return (await listed).get(job.name)?.id;
      };
      const deleteOne = async (job: JobHandle) => {
        const ref = job.ref as WorkloadRef;
        const kind = ref.kind ?? 'training';
        try {
          const id = await idOf(job, ref);
          if (id === undefined) return void deletion.gone.push(job.name);
          const outcome = await tokens.call(OPERATIONS.delete, limits, {
            url: client.url(`/api/v1/workloads/${KIND_PATH[kind]}/${encodeURIComponent(id)}`),
            send: (bearer) => client.deleteWorkload(kind, id, bearer),
            read: (answer) => {
              if (answer.ok) return 'deleted' as const;
              if (answer.status === 404) return 'gone' as const;
              throw answer.refuse();
            },
          });
          deletion[outcome].push(job.name);
        } catch (error) {
          if (!('failed' in deletion)) deletion.failed = error;
        }
      };
      let next = 0;
      const worker = async () => {
        while (next < handles.length) await deleteOne(handles[next++]!);
      };
      await Promise.all(Array.from({ length: Math.min(DELETIONS_AT_ONCE, handles.length) }, worker));
      return deletion;
    },
    async preview(jobs) {
      // The ids are looked up (a token, and the projects), so that the requests printed are the ones that would be sent.
      await prepare(jobs);
      const bearer = settings.credentials
        ? `The token came from the control plane as client '${forLog(settings.credentials.clientId)}'.`
        : settings.externalToken !== undefined
          ? "The token came from the control plane in exchange for 'external-token'."
          : "The 'token' input was sent as the bearer.";
      const requests = jobs.map((job) => ({ url: submitUrl(job), body: requestOf(job, true).request }));
      return { lead: `nothing is created (the ids below were looked up). ${bearer}`, requests };
    },
    // The cluster by the name the control plane gives it; the UI lists workloads on its Workloads page: the documents give no address of one workload.
    whereabouts: () => ({ cluster: placements.clusterName() ?? trimBaseUrl(settings.baseUrl), page: `${trimBaseUrl(settings.baseUrl)}/workloads` }),
    // The image and resources as the request sends them (a spec may set what no field does); no version or id changes them, so the defaults and none do.
    sent: (job) => sentOf(toWorkload(job, { projectId: '', clusterId: '' }, undefined, undefined, extras)),
    outputs: (created) => {
      // In input order, as 'job-names': a creation answered without an id keeps its place, empty, so that no other id is taken for its job's.
      const all = (created as { ref: WorkloadRef }[]).map((handle) => handle.ref.id ?? '');
      return { 'workload-id': all[0] ?? '', 'workload-ids': JSON.stringify(all) };
    },
    close: () => wire.close(),
  };
}
