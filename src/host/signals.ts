// The process's stop signals, for any host: the runner's SIGINT then SIGTERM, a terminal's Ctrl-C.
// The first aborts the step's work, so that it can delete its jobs; if that has not finished by
// the deadline, the process ends anyway, after `overrun` has said so (what the post step needs is
// recorded already, as it happens).
import { STOP_DEADLINE_MS, type Stop } from '../core/stop.js';

export function watchSignals(overrun: (by: string) => void): Stop & { dispose(): void } {
  const controller = new AbortController();
  const stop: Stop & { dispose(): void } = {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    },
  };
  function handler(signal: NodeJS.Signals) {
    if (controller.signal.aborted) return; // the runner's SIGTERM after its SIGINT: already stopping
    stop.by = signal;
    stop.at = Date.now();
    controller.abort();
    setTimeout(() => {
      overrun(signal);
      // As a shell reports a process its signal ended: 130 for SIGINT, 143 for SIGTERM.
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }, STOP_DEADLINE_MS + 1000).unref();
  }
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return stop;
}
