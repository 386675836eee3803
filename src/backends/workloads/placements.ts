// The ids of the projects (and clusters) the jobs name: the workloads API wants ids, users know names. Looked up once per step, before any submission.
import type { Cluster, Project, WorkloadsClient } from '../../contract/workloads-client.js';
import type { Placement } from '../../contract/workloads-mapping.js';
import type { Settings } from '../../inputs.js';
import { some, type Log } from '../../log.js';
import { forLog, sentence } from '../../safe-text.js';
import type { BearerCall, TokenSource } from '../../service/token.js';
import { OPERATIONS } from './operations.js';

/** Where each project's workloads go, by the project's name. */
export type Placements = ReturnType<typeof placementsOf>;

export function placementsOf(client: WorkloadsClient, tokens: TokenSource, settings: Pick<Settings, 'cluster' | 'maxAttempts' | 'requestTimeoutMs'>, log: Log) {
  const byName = new Map<string, Placement>();
  /** The clusters, as listed once per step (best effort, when only their names are wanted). */
  let clusters: Cluster[] | undefined;

  /** The cluster a project looked up is in, as the control plane lists it (undefined when the list could not be had). */
  const clusterFor = (project: string): Cluster | undefined => clusters?.find((c) => c.uuid === byName.get(project)?.clusterId);

  async function choose(name: string, found: Project[], listing: Promise<Cluster[]>): Promise<Placement> {
    const wanted = settings.cluster;
    if (!found.length)
      throw new Error(
        `the control plane has no project "${forLog(name)}", or the service account may not see it: check 'project', and that the service account has an access rule on the project.`,
      );
    if (found.length === 1 && wanted === undefined) return { projectId: found[0]!.id, clusterId: found[0]!.clusterId };
    const listed = await listing;
    const named = (p: Project) => {
      const cluster = listed.find((c) => c.uuid === p.clusterId);
      return cluster ? `${forLog(sentence(cluster.name))} (${forLog(cluster.uuid)})` : forLog(p.clusterId);
    };
    if (wanted === undefined)
      throw new Error(
        `project "${forLog(name)}" exists in ${found.length} clusters: ${some(found.map(named))}. Set 'cluster' to the name or uuid of the one to submit to.`,
      );
    const cluster = listed.find((c) => c.uuid === wanted || c.name === wanted);
    const match = found.find((p) => p.clusterId === (cluster?.uuid ?? wanted));
    if (!match)
      throw new Error(`project "${forLog(name)}" is not in cluster "${forLog(wanted)}"; it is in ${some(found.map(named))}. Set 'cluster' to one of them.`);
    return { projectId: match.id, clusterId: match.clusterId };
  }

  const call = <T>(path: string, send: BearerCall<T>['send']): Promise<T> =>
    tokens.call<T>(OPERATIONS.projects, settings, { url: client.url(path), send, expected: 'the answer expected (openapi/workloads.yaml)' });

  return {
    /** The placement of a project looked up already (lookUp()). */
    of(project: string): Placement {
      const placement = byName.get(project);
      if (!placement) throw new Error(`project "${forLog(project)}" was not looked up`);
      return placement;
    },
    /** Looks up each project once: one that does not exist, or is in several clusters without 'cluster', fails the step before any submission. */
    async lookUp(projects: string[]): Promise<void> {
      // Listed once, beside the projects: a project in several clusters needs them, and the summary names the jobs' cluster. Only the first need is fatal.
      const listing = call('/api/v1/clusters', (bearer) => client.listClusters(bearer));
      listing.catch(() => {});
      for (const name of [...new Set(projects)]) {
        const found = await call(`/api/v1/org-unit/projects?filterBy=name==${encodeURIComponent(name)}`, (bearer) => client.findProjects(name, bearer));
        byName.set(name, await choose(name, found, listing));
      }
      clusters = await listing.catch(
        (error: unknown) => void log.debug(`The clusters could not be listed, so the summary shows the control plane's address: ${(error as Error).message}`),
      );
    },
    clusterFor,
    /** The name of the cluster the projects looked up are in, when they are all in one and the control plane named it: service text, bounded. */
    clusterName(): string | undefined {
      const all = new Set([...byName.keys()].map(clusterFor));
      const [cluster] = all;
      return all.size === 1 && cluster ? sentence(cluster.name) : undefined;
    },
  };
}
