// Preloaded into the action with `--import`: at exit, writes the process's peak memory (resident
// set, kB) to stderr, so a test can hold a step to a memory bound. A size, not a time.
// Linux's VmHWM, the peak of this process's own memory since it began: resourceUsage().maxRSS
// carries a peak over from the process that forked it, and a test runner that holds large logs
// would count as the step's. Elsewhere, the resident set sampled every 10 ms.
import { readFileSync } from 'node:fs';

let sampled = process.memoryUsage.rss();
const sample = () => (sampled = Math.max(sampled, process.memoryUsage.rss()));
setInterval(sample, 10).unref();
process.on('exit', () => {
  sample();
  let peakKb = Math.round(sampled / 1024);
  try {
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) peakKb = Number(hwm[1]);
  } catch {
    // Not Linux: the samples stand.
  }
  process._rawDebug(`MAX_RSS_KB=${peakKb}`);
});
