// Imported before oidc-provider. It warns on any Node before 22, but the emulator is tested on
// Node 20 here and works; its notices go to stderr, so the CLI's first stdout line stays JSON.
const { warn, info } = console;
console.warn = (...args) => {
  if (!String(args[0]).includes('oidc-provider WARNING: Unsupported runtime')) warn(...args);
};
console.info = (...args) => (String(args[0]).includes('oidc-provider') ? warn(...args) : info(...args));
