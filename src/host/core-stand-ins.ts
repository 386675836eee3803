// Bundled in place of two packages that @actions/core imports at its top level for features
// this action never uses (tsconfig.json "paths"). Every step loads dist/index.js, so what it
// does not need should not be in it (BENCHMARKS.md):
// - @actions/http-client, for core.getIDToken(): it brings undici, two thirds of the bundle and
//   about 40 ms of every start. Our own code imports @actions/http-client/lib/proxy, which the
//   mapping does not touch.
// - @actions/exec, for core.platform.getDetails(): it loads child_process, assert and streams
//   into a step that never starts a process.
// test/build/bundle.test.ts checks that src/ calls neither.

export class HttpClient {
  constructor() {
    throw new Error('submit-runai-job does not bundle an HTTP client for core.getIDToken()');
  }
}

export function getExecOutput(): never {
  throw new Error('submit-runai-job does not bundle @actions/exec for core.platform.getDetails()');
}
