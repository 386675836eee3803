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

export function researcherSubmitter(client: RunaiClient, log: Log): Submitter {
  let form = 0;
  let served = false;
  return {
    operation: OPERATIONS.submit,
    url: () => client.submitUrl(SUBMIT_FORMS[form]),
    async send(job, bearer) {
      let first: Awaited<ReturnType<RunaiClient['submitJob']>> | undefined;
      for (;;) {
        const tried = form;
        const answer = await client.submitJob(job, bearer, SUBMIT_FORMS[tried]);
        const notServed = !answer.ok && (answer.status === 404 || answer.status === 405);
        if (!notServed) served = true;
        // Once a path has answered, its 404 is the job's; one from a path another submission
        // has since found unserved created nothing, and goes again through the path in use.
        if (!notServed || (served && tried === form)) return answer;
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
            `${client.submitUrl(SUBMIT_FORMS[tried])} answered ${answer.status}: submitting through ${SUBMIT_FORMS[form]} instead, ${SUBMIT_FORM_NAMES[SUBMIT_FORMS[form]!]}.`,
          );
        }
      }
    },
  };
}
