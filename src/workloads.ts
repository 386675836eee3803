// The control plane's workloads API, for the action: the ids of the projects (and clusters) the
// jobs name, looked up once per step before anything is submitted; a job sent as a training or a
// workspace (contract/workloads-mapping.ts); and a workload deleted by its id.
import type { Answer, Job } from './contract/client.js';
import type { Cluster, Project, WorkloadsClient } from './contract/workloads-client.js';
import { preemptibleForm, toWorkload, type Placement } from './contract/workloads-mapping.js';
import { describeRange, LATEST_VERSION, type ControlPlaneVersion, type VersionRange } from './contract/versions.js';
import type { Settings } from './inputs.js';
import { some, type Log } from './log.js';
import { OPERATIONS } from './operations.js';
import type { RetryOptions } from './retry.js';
import { forLog } from './safe-text.js';
import { createdSince, type Submitter } from './submit.js';
import type { Deletion } from './cancel.js';
import type { TokenSource } from './token.js';
import { callWithBearer } from './call.js';
import { WorkloadLister } from './list.js';

/** Where each project's workloads go, by the project's name. */
export class Placements {
  private readonly byName = new Map<string, Placement>();

  constructor(
    private readonly client: WorkloadsClient,
    private readonly tokens: TokenSource,
    private readonly settings: Pick<Settings, 'cluster' | 'maxAttempts' | 'requestTimeoutMs'>,
    private readonly log: Log,
    private readonly retry: Partial<RetryOptions> = {},
  ) {}

  /** The placement of a project looked up already (lookUp()). */
  of(project: string): Placement {
    const placement = this.byName.get(project);
    if (!placement) throw new Error(`project "${forLog(project)}" was not looked up`);
    return placement;
  }

  /**
   * Looks up every project the jobs name, once each, however many jobs: a project that does not
   * exist, or exists in several clusters without 'cluster', fails the step before any submission.
   */
  async lookUp(projects: string[]): Promise<void> {
    let clusters: Promise<Cluster[]> | undefined;
    const clusterList = () => (clusters ??= this.call('/api/v1/clusters', (bearer) => this.client.listClusters(bearer)));
    for (const name of [...new Set(projects)]) {
      const found = await this.call(`/api/v1/org-unit/projects?filterBy=name==${encodeURIComponent(name)}`, (bearer) => this.client.findProjects(name, bearer));
      this.byName.set(name, await this.choose(name, found, clusterList));
    }
  }

  private async choose(name: string, found: Project[], clusterList: () => Promise<Cluster[]>): Promise<Placement> {
    const wanted = this.settings.cluster;
    if (!found.length) {
      throw new Error(
        `the control plane has no project "${forLog(name)}", or the service account may not see it: check 'project', and that the service account has an access rule on the project.`,
      );
    }
    if (found.length === 1 && wanted === undefined) return { projectId: found[0]!.id, clusterId: found[0]!.clusterId };
    const clusters = await clusterList();
    const named = (p: Project) => {
      const cluster = clusters.find((c) => c.uuid === p.clusterId);
      return cluster ? `${forLog(cluster.name)} (${forLog(cluster.uuid)})` : forLog(p.clusterId);
    };
    if (wanted === undefined) {
      throw new Error(
        `project "${forLog(name)}" exists in ${found.length} clusters: ${some(found.map(named))}. Set 'cluster' to the name or uuid of the one to submit to.`,
      );
    }
    const cluster = clusters.find((c) => c.uuid === wanted || c.name === wanted);
    const match = found.find((p) => p.clusterId === (cluster?.uuid ?? wanted));
    if (!match) {
      throw new Error(`project "${forLog(name)}" is not in cluster "${forLog(wanted)}"; it is in ${some(found.map(named))}. Set 'cluster' to one of them.`);
    }
    return { projectId: match.id, clusterId: match.clusterId };
  }

  private call<T>(path: string, send: (bearer: string) => Promise<Answer<T>>): Promise<T> {
    return callWithBearer<T, T>(
      this.tokens,
      this.log,
      OPERATIONS.projects,
      (bearer) => ({
        url: this.client.url(path),
        send: () => send(bearer()),
        read: (reply, refuse) => {
          if (reply.ok) return reply.data;
          throw refuse(reply.status >= 200 && reply.status < 300 ? (reply.unread ?? 'not the answer expected (openapi/workloads.yaml)') : undefined);
        },
      }),
      { maxAttempts: this.settings.maxAttempts, timeoutMs: this.settings.requestTimeoutMs, retry: this.retry },
    );
  }
}

/**
 * The version a step writes its requests for: the newest the token exchange allows (the forms
 * change only at the newest versions), or the latest document's when nothing told it.
 */
export function writtenFor(range: VersionRange | undefined): ControlPlaneVersion {
  return range?.newest ?? LATEST_VERSION;
}

/** The request for a job, in the form of the version the token exchange told, saying once which form a field took where versions differ. */
export function workloadRequest(job: Job, placements: Placements, tokens: Pick<TokenSource, 'version'>, log: Log, said = new Set<string>()) {
  const version = writtenFor(tokens.version);
  if (job.interactive && job.preemptible === true && !said.has('preemptible')) {
    said.add('preemptible');
    const { member, value } = preemptibleForm(version);
    const why = tokens.version
      ? `as Run:ai ${describeRange(tokens.version)} has it`
      : `as the latest document has it: the control plane's version is not known, since the 'token' input skips the token exchange that tells it`;
    log.info(`'preemptible: true' is sent as ${member}: ${value}, ${why}.`);
  }
  return toWorkload(job, placements.of(job.project), version);
}

/** Jobs sent as trainings, interactive ones as workspaces, where Placements says. */
export function workloadSubmitter(client: WorkloadsClient, placements: Placements, tokens: Pick<TokenSource, 'version'>, log: Log): Submitter {
  const kind = (job: Job) => (job.interactive ? 'workspaces' : 'trainings');
  const said = new Set<string>();
  return {
    operation: OPERATIONS.workloadSubmit,
    url: (job) => client.url(`/api/v1/workloads/${kind(job)}`),
    async send(job, bearer) {
      const answer = await client.submit(workloadRequest(job, placements, tokens, log, said), bearer);
      return answer.ok ? { ...answer, data: { name: answer.data.name, id: answer.data.workloadId } } : answer;
    },
  };
}

/** A workload to delete: its id, and whether it is a workspace (an interactive job). */
export interface WorkloadReference {
  name: string;
  id?: string;
  /** Where to look for its id by name, when the answer gave none, or when its submission was stopped before the answer came. */
  projectId?: string;
  /**
   * When the step that submitted it started, for a submission stopped before its answer came: a
   * workload of that name created earlier is someone else's. Without it, the service's own answer
   * named the workload this step's.
   */
  since?: number;
  interactive?: boolean;
}

/**
 * Deletes each workload by its id, found by name where the step has none; one that is gone (404,
 * or not listed) is not an error, and one that cannot be told to be this step's is left alone.
 */
export async function deleteWorkloads(
  jobs: WorkloadReference[],
  client: WorkloadsClient,
  tokens: TokenSource,
  settings: Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>,
  log: Log,
): Promise<Deletion> {
  const deletion: Deletion = { deleted: [], gone: [], unsure: [] };
  const failures: unknown[] = [];
  const idOf = async (job: WorkloadReference): Promise<string | 'gone' | 'unsure'> => {
    if (job.id !== undefined) return job.id;
    if (job.projectId === undefined) return 'gone';
    const lister = new WorkloadLister(client, () => job.projectId!, tokens, settings, log);
    const listed = (await lister.read(job.projectId, { names: new Set([job.name]) })).get(job.name);
    if (listed?.id === undefined) return 'gone';
    return job.since === undefined || createdSince(listed.createdAt, job.since) ? listed.id : 'unsure';
  };
  await Promise.all(
    jobs.map(async (job) => {
      const kind = job.interactive ? 'workspace' : 'training';
      try {
        const id = await idOf(job);
        if (id === 'gone' || id === 'unsure') return void deletion[id].push(job.name);
        const outcome = await callWithBearer(
          tokens,
          log,
          OPERATIONS.workloadDelete,
          (bearer) => ({
            url: client.url(`/api/v1/workloads/${kind}s/${encodeURIComponent(id)}`),
            send: () => client.deleteWorkload(kind, id, bearer()),
            read: (reply, refuse) => {
              if (reply.ok) return 'deleted' as const;
              if (reply.status === 404) return 'gone' as const;
              throw refuse();
            },
          }),
          { maxAttempts: settings.maxAttempts, timeoutMs: settings.requestTimeoutMs },
        );
        deletion[outcome].push(job.name);
      } catch (error) {
        failures.push(error);
      }
    }),
  );
  return { ...deletion, ...(failures.length ? { failed: failures[0] } : {}) };
}
