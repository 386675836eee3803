// A project's workloads, paged as the vendor's SDK reads them (a short page the last), filtered by project id and names (one exactly, several by
// their common prefix), the deleted asked when a name is missing; each page read as it arrives, none outlasting the caller's deadline.
import { validateJobStatus } from '../../contract/generated/answer-validators.js';
import {
  listParams,
  phaseOf,
  WORKLOADS_PAGE,
  type Workload,
  type WorkloadPage,
  type WorkloadQuery,
  type WorkloadsClient,
} from '../../contract/workloads-client.js';
import { sentence } from '../../safe-text.js';
import type { TokenSource } from '../../service/token.js';
import { blockingReason, listRequest, type Limits, type Listed, type Lister, type ListQuery } from '../backend.js';
import { creationTime } from '../../core/watched.js';
import { OPERATIONS } from './operations.js';
import type { WorkloadRef } from './request.js';

/** At most this many pages are read of one project's workloads in one read (100,000 at 500 a page). */
const MAX_PAGES = 200;

/** A project's workloads; `projectId` turns a project's name into its id. */
export function workloadLister(client: WorkloadsClient, projectId: (project: string) => string, tokens: Pick<TokenSource, 'call'>, limits: Limits): Lister {
  async function pages(id: string, names: ReadonlySet<string>, deleted: boolean, query: ListQuery, prefix?: string): Promise<Map<string, Listed>> {
    const byName = new Map<string, Listed>();
    const filter = nameFilter(names, prefix);
    const wanted = (name: string) => names.has(name) || (prefix !== undefined && name.startsWith(prefix));
    // A namesake of another id than the job's own (where known), listed or deleted, is another workload of the name, not the job.
    const ownId = (name: string) => (query.refs?.get(name) as WorkloadRef | undefined)?.id;
    const keep = (w: Workload) => wanted(w.name) && (w.projectId === undefined || w.projectId === id) && (ownId(w.name) ?? w.id) === w.id;
    for (let page = 0, offset = 0; page < MAX_PAGES; page++) {
      const asked: WorkloadQuery = { projectId: id, ...(filter ? { name: filter } : {}), deleted, offset, limit: WORKLOADS_PAGE, keep };
      // A failure names the list it asked for, page and filters too: the project's first page may well answer.
      const shown = Object.entries(listParams(asked)).map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : value}`);
      const read = await listRequest<WorkloadPage>(tokens, OPERATIONS.list, limits, query, {
        url: client.url(`/api/v1/workloads?${shown.join('&')}`),
        send: (bearer) => client.listWorkloads(asked, bearer),
        expected: 'a workload list (expected {"workloads": [{"id": …, "name": …, "phase": …}, …]})',
      });
      for (const w of read.workloads) {
        // Of namesakes (deleted workloads of a name used again, a nightly's), the newest: the list's order is not documented.
        const before = byName.get(w.name);
        if (before && (creationTime(before.createdAt) ?? 0) > (creationTime(w.createdAt) ?? 0)) continue;
        // A phase that is not a plain word is not shown (the Researcher client does the same).
        const phase = phaseOf(w);
        const status = phase !== undefined && validateJobStatus(phase) ? phase : undefined;
        byName.set(w.name, {
          name: w.name,
          id: w.id,
          ...(status ? { status } : {}),
          ...(w.createdAt !== undefined ? { createdAt: w.createdAt } : {}),
          ...whyListed(w),
          ...costListed(w),
          ...(typeof w.type === 'string' ? { type: w.type } : {}),
          ...frameworkOf(w),
        });
      }
      // A short page is the last, as the vendor's SDK reads it; so is one once every name is found.
      // Unless the answer says there is a next: a service may hold fewer a page than asked. The next page starts after what this one held.
      // The deleted are read to the end: a name used again has namesakes among them, the newest on any page.
      if (read.read === 0 || (read.read < WORKLOADS_PAGE && read.next === undefined) || (prefix === undefined && !deleted && byName.size === names.size)) break;
      offset += read.read;
    }
    return byName;
  }
  return {
    findsDeleted: true,
    async read(project, query) {
      const id = projectId(project);
      const byName = await pages(id, query.names, false, query, query.prefix);
      // A workload deleted since the last poll (ttl-after-finish, or someone) is among the deleted, with the phase it had: ended, or stopped short.
      const missing = new Set(query.deletedToo ? [...query.names].filter((name) => !byName.has(name)) : []);
      if (missing.size) for (const [name, listed] of await pages(id, missing, true, query)) byName.set(name, { ...listed, deleted: true });
      if (query.deletedByPrefix && query.prefix !== undefined)
        for (const [name, listed] of await pages(id, new Set(), true, query, query.prefix))
          if (!byName.has(name)) byName.set(name, { ...listed, deleted: true });
      return byName;
    },
  };
}

/** The names' filter: one name exactly, several (or a prefix too) by their common prefix (none when they share none). */
function nameFilter(names: ReadonlySet<string>, prefix?: string): WorkloadQuery['name'] {
  const all = [...names, ...(prefix === undefined ? [] : [prefix])];
  if (all.length === 1 && prefix === undefined) return { equals: all[0]! };
  let common = all[0]!;
  for (const name of all) while (!name.startsWith(common)) common = common.slice(0, -1);
  return common ? { startsWith: common } : undefined;
}

/** A distributed workload's framework (every version lists `distributedFramework`), where it is a plain word. */
function frameworkOf(w: Workload): Pick<Listed, 'framework'> {
  const framework = (w as { distributedFramework?: unknown }).distributedFramework;
  return typeof framework === 'string' && /^[A-Za-z][A-Za-z0-9]{0,31}$/.test(framework) ? { framework } : {};
}

/** What a workload costs as its list entry says: the GPUs it holds, and its time Running and Pending in all (2.23 and later). */
function costListed(w: Workload): Pick<Listed, 'gpus' | 'runningMs' | 'pendingMs'> {
  // Bounded as numbers a person could read: a year of time, and a node's GPUs a thousand times over.
  const readable = (seconds: unknown): seconds is number => typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 && seconds <= 366 * 86_400;
  const gpus = w.allocatedResources?.gpu;
  return {
    ...(typeof gpus === 'number' && gpus > 0 && gpus <= 10_000 ? { gpus } : {}),
    ...(readable(w.totalRunningTimeSeconds) ? { runningMs: w.totalRunningTimeSeconds * 1000 } : {}),
    ...(readable(w.totalPendingTimeSeconds) ? { pendingMs: w.totalPendingTimeSeconds * 1000 } : {}),
  };
}

/** Why a workload is in its phase, in its words: a failed condition, the phase's message, or why it waits (2.19 and later); and a blocking reason they name. */
export function whyListed(w: Workload): Pick<Listed, 'reason' | 'blocked'> {
  const conditions = (w.conditions ?? []).filter((c) => c.status === undefined || c.status === 'True');
  const failed = conditions.find((c) => c.type === 'Failed') ?? conditions.find((c) => c.reason !== undefined);
  // A condition's message often starts with its reason already: said once.
  const condition = failed && (failed.message?.startsWith(failed.reason ?? '\0') ? failed.message : [failed.reason, failed.message].filter(Boolean).join(': '));
  const said = [condition, w.phaseMessage, w.phaseReason].find((t) => t && t.trim());
  const blocked = blockingReason(...conditions.flatMap((c) => [c.reason, c.message]), w.phaseMessage);
  return { ...(said ? { reason: sentence(said) } : {}), ...(blocked ? { blocked } : {}) };
}
