// The Researcher API's submission, through the first documented path the installation serves
// (openapi/runai.yaml, tag documents): a 404 or 405 before any path has answered says the path is
// not served, and created nothing.
import { SUBMIT_FORMS, type RunaiClient, type SubmitForm } from '../../contract/client.js';
import type { Log } from '../../log.js';
import type { Submitter } from '../backend.js';
import { OPERATIONS } from './operations.js';

/** What each documented path of the submission is, as the log names it. */
const SUBMIT_FORM_NAMES: Record<SubmitForm, string> = {
  '/api/v1/jobs': 'the REST pages’ path',
  '/api/v1/job': 'the Swagger file’s path, with its types',
  '/api/job': 'the 2021 REST pages’ path',
};

/** Answers only a served jobs endpoint gives: a job accepted, or refused for what it says. */
const SERVED = (status: number, ok: boolean) => ok || status === 400 || status === 409 || status === 422;

export function researcherSubmitter(client: RunaiClient, log: Log): Submitter {
  let form = 0;
  /** The path that has answered as a jobs endpoint does: once known, every submission goes there. */
  let servedForm: number | undefined;
  return {
    operation: OPERATIONS.submit,
    url: () => client.formUrl(SUBMIT_FORMS[form]),
    async send(job, bearer) {
      let first: Awaited<ReturnType<RunaiClient['submitJob']>> | undefined;
      for (;;) {
        const tried = form;
        const answer = await client.submitJob(job, bearer, SUBMIT_FORMS[tried]);
        if (SERVED(answer.status, answer.ok)) form = servedForm = tried;
        const notServed = !answer.ok && (answer.status === 404 || answer.status === 405);
        // Any other answer (a 401, a proxy's 503) is the job's to retry or fail; so is a 404 from
        // the path known to be served. One from another path created nothing, and goes again
        // through the served path, which another submission of the sweep may have found since.
        if (!notServed || servedForm === tried) return answer;
        if (servedForm !== undefined) {
          form = servedForm;
          continue;
        }
        first ??= answer;
        if (tried === SUBMIT_FORMS.length - 1) {
          // No documented path is served: the failure is the main path's, as the hint says.
          form = 0;
          return first;
        }
        // Another submission of the sweep may have moved on already.
        if (form === tried) {
          form++;
          log.info(
            `${client.formUrl(SUBMIT_FORMS[tried])} answered ${answer.status}: submitting through ${SUBMIT_FORMS[form]} instead, ${SUBMIT_FORM_NAMES[SUBMIT_FORMS[form]!]}.`,
          );
        }
      }
    },
  };
}
