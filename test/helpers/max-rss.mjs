// Preloaded into the action with `--import`: at exit, writes the process's peak memory (resident
// set, kB) to stderr, so a test can hold a step to a memory bound. A size, not a time.
process.on('exit', () => process._rawDebug(`MAX_RSS_KB=${process.resourceUsage().maxRSS}`));
