// What a generation asks of the connection inputs, read before its backend loads: the sentences a missing or misplaced input is answered with,
// which inputs it requires for a token, which it refuses, and the checks of its own it puts on a job when planning.
import type { Job } from '../contract/client.js';
import type { SpecExtras } from '../contract/workloads-spec.js';
import type { FieldProblem } from '../contract/validate.js';
import type { PlannedJob } from '../job.js';
import type { Problem } from '../problems.js';

export interface ConnectionRules {
  /** What 'base-url' is, for a message when it is missing. */
  baseUrl: string;
  /** The inputs a token request needs (beside 'client-secret'). */
  credentialInputs: string[];
  /** What to give instead, when some of them are missing. */
  credentials: string;
  /** Inputs this generation does not use: each with the sentence that says so. */
  refuses: Record<string, string>;
  /** Inputs that only this generation takes: any other refuses them with `why`. */
  owns?: { inputs: readonly string[]; why: string };
  /** A job's checks and warnings beside the document's, and the metadata's: for this generation only. */
  planning?: {
    problems(job: Job, extras?: SpecExtras): FieldProblem[];
    warnings(job: Job): string[];
    metadata?(given: { labels?: Record<string, string>; annotations?: Record<string, string> }): Problem[];
    /** The inputs that set the request's members directly, read; and their check on every job's whole request. */
    extras?(read: (name: string) => string | undefined): Promise<JobExtras & { problems: Problem[] }>;
    requests?(planned: PlannedJob[], extras: SpecExtras, given: readonly string[]): Promise<Problem[]>;
  };
}

/** Request members a generation takes from inputs of its own, beside the job's, and which inputs gave them. */
export type JobExtras = { extras?: SpecExtras; given: readonly string[] };
