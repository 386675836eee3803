// The runner's post step (action.yml `runs.post`), run after the job's steps even when the
// workflow was cancelled: it deletes the jobs the main step recorded as unfinished, which it
// does only when the main step was stopped before its wait ended and could not delete them.
import * as core from '@actions/core';
import { deleteJobs, describeDeletion } from './cancel.js';
import { readUnfinished } from './state.js';
import { connect } from './connection.js';
import { failureCause, FAILURE_PREFIX, failureMessage } from './errors.js';
import { getInputs } from './inputs.js';
import { some, type Log } from './log.js';
import { forLog } from './safe-text.js';

const log: Log = { info: core.info, warning: core.warning, debug: core.debug };

export async function runPost(): Promise<void> {
  const unfinished = readUnfinished();
  if (!unfinished.length) {
    core.debug('No job of this step was left unfinished: nothing to delete.');
    return;
  }
  try {
    // The same inputs as the main step, which checked them already; the jobs are not read again.
    const settings = await getInputs({ connectionOnly: true });
    core.info(
      `The step was stopped before ${unfinished.length === 1 ? 'its job' : `its ${unfinished.length} jobs`} ended: deleting what is unfinished (cancel-on-stop).`,
    );
    const connection = connect(settings, log);
    try {
      const deletion = await deleteJobs(unfinished, connection, settings, log);
      for (const line of describeDeletion(deletion, 'Cancelled')) core.info(line);
      if (deletion.failed) {
        core.setFailed(
          `${FAILURE_PREFIX}: deleting the unfinished jobs failed: ${failureCause(deletion.failed)} Delete ${some(unfinished.map((j) => `"${forLog(j.name)}"`))} in the Run:ai user interface.`,
        );
      }
    } finally {
      await connection.close();
    }
  } catch (error) {
    core.setFailed(failureMessage(error));
  }
}
