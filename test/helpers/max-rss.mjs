// Preloaded into the action with `--import`: at exit, writes the process's peak memory (resident
// set, kB) to stderr, so a test can hold a step to a memory bound. A size, not a time.
// Sampled here rather than read from resourceUsage().maxRSS: Linux carries a process's peak over
// from the process that forked it, and a test runner that holds large logs would count as the step's.
let peak = process.memoryUsage.rss();
const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
setInterval(sample, 10).unref();
process.on('exit', () => {
  sample();
  process._rawDebug(`MAX_RSS_KB=${Math.round(peak / 1024)}`);
});
