// Preloaded into the action with `--import`: at exit, writes the Node built-in modules the
// process loaded to stderr, so a test can see what a step paid for. Counts, not times.
process.on('exit', () => {
  const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
  process._rawDebug(`LOADED_BUILTINS=${JSON.stringify(builtins)}`);
});
