// What every host runs for a main step: the inputs read and checked, then the session, whose
// report (or the failure that stopped it first) the host renders in its own way.
import type { Origin } from '../backends/backend.js';
import { trimBaseUrl } from '../contract/urls.js';
import type { Report, SessionHost } from '../core/session.js';
import { failureCause } from '../errors.js';
import { getInputs, type InputSource } from '../inputs.js';

/** The step's report and the cluster it went to (empty when the inputs did not say). */
export async function runStep(inputs: InputSource, host: SessionHost, origin: () => Origin): Promise<{ report: Report; cluster: string }> {
  let cluster = '';
  try {
    const settings = await getInputs(inputs);
    cluster = trimBaseUrl(settings.baseUrl);
    const { runSession } = await import('../core/session.js');
    // Where the jobs come from is read only for a step that gets as far as submitting them.
    return { report: await runSession(settings, { ...host, origin: origin() }), cluster };
  } catch (error) {
    return { report: { failure: { cause: failureCause(error), error } }, cluster };
  }
}
