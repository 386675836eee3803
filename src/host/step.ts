// What every host runs: the inputs read and checked, then the session, whose report the host renders; and the
// stop signals (the runner's SIGINT then SIGTERM, a terminal's Ctrl-C), after which the process ends by the deadline.
import type { Origin } from '../backends/backend.js';
import type { Report, SessionHost } from '../core/session.js';
import { STOP_DEADLINE_MS, type Stop } from '../core/stop.js';
import { failureOf } from '../errors.js';
import { getInputs, type InputSource } from '../inputs.js';

export async function runStep(inputs: InputSource, host: SessionHost, origin: () => Origin): Promise<{ report: Report; stop?: Stop }> {
  let stop: Stop | undefined;
  try {
    const settings = await getInputs(inputs);
    const { runSession } = await import('../core/session.js');
    // Where the jobs come from is read only for a step that gets as far as submitting them.
    return { report: await runSession(settings, { ...host, origin: origin(), watchStop: (overrun) => (stop = watchSignals(overrun)) }), stop };
  } catch (error) {
    return { report: { failure: failureOf(error) } };
  }
}

/** Aborts the step's work on the first signal; ends the process if the session has not ended by the deadline, after `overrun` says so.
 *  Once the session has ended (`dispose`), what the host still writes is bounded by the host, and no overrun is said. */
function watchSignals(overrun: (by: string) => void | Promise<void>): Stop & { dispose(): void } {
  const controller = new AbortController();
  const signals = ['SIGINT', 'SIGTERM'] as const;
  let deadline: NodeJS.Timeout | undefined;
  const stop: Stop & { dispose(): void } = {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(deadline);
      signals.forEach((signal) => process.off(signal, handler));
    },
  };
  function handler(signal: NodeJS.Signals) {
    if (controller.signal.aborted) return; // the runner's SIGTERM after its SIGINT: already stopping
    Object.assign(stop, { by: signal, at: Date.now() });
    controller.abort();
    deadline = setTimeout(async () => {
      await overrun(signal);
      // As a shell reports a process its signal ended: 130 for SIGINT, 143 for SIGTERM.
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }, STOP_DEADLINE_MS + 1000).unref();
  }
  for (const signal of signals) process.on(signal, handler);
  return stop;
}
