// Jobs sent as trainings, interactive ones as workspaces, where Placements says, in the form of
// the version the token exchange told (contract/versions.ts).
import type { Job } from '../../contract/client.js';
import type { WorkloadsClient } from '../../contract/workloads-client.js';
import { KIND_PATH, kindOf, preemptibleForm, toWorkload, type WorkloadMetadata, type WorkloadSubmission } from '../../contract/workloads-mapping.js';
import type { SpecExtras } from '../../contract/workloads-spec.js';
import type { Log } from '../../log.js';
import type { TokenSource } from '../../service/token.js';
import type { Submitter } from '../backend.js';
import { OPERATIONS } from './operations.js';
import type { Placements } from './placements.js';
import { kindRef } from './refs.js';
import { versionFor } from './versions.js';

/**
 * The request for a job, in the form of the version it goes to (versions.ts); with `saying`, said
 * once per step which form a field took where versions differ (a check of the requests says nothing).
 */
export function workloadRequest(
  job: Job,
  placements: Placements,
  tokens: Pick<TokenSource, 'version'>,
  metadata: WorkloadMetadata,
  extras: SpecExtras | undefined,
  saying?: { log: Log; said: Set<string> },
): WorkloadSubmission {
  const known = versionFor(job.project, placements, tokens);
  if (saying && job.interactive && job.preemptible === true && !saying.said.has('preemptible')) {
    const { log, said } = saying;
    said.add('preemptible');
    const { member, value } = preemptibleForm(known.written);
    const line = `'preemptible: true' is sent as ${member}: ${value}, as Run:ai ${known.written} documents it: ${known.told}.`;
    // Unknown, the latest document's form may be one the service does not take.
    if (known.range) log.info(line);
    else log.warning(line);
  }
  return toWorkload(job, placements.of(job.project), known.written, metadata, extras);
}

export function workloadSubmitter(
  client: WorkloadsClient,
  placements: Placements,
  tokens: Pick<TokenSource, 'version'>,
  log: Log,
  metadata: WorkloadMetadata,
  extras?: SpecExtras,
): Submitter {
  const said = new Set<string>();
  return {
    operation: OPERATIONS.submit,
    url: (job) => client.url(`/api/v1/workloads/${KIND_PATH[kindOf(job, extras)]}`),
    async send(job, bearer) {
      const submission = workloadRequest(job, placements, tokens, metadata, extras, { log, said });
      const answer = await client.submit(submission, bearer);
      return answer.ok ? { ...answer, data: { name: answer.data.name, ref: { ...kindRef(submission.kind), id: answer.data.workloadId } } } : answer;
    },
  };
}
