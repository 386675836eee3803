// Bundled in place of @actions/http-client where @actions/core imports it (tsconfig.json
// "paths"). @actions/core imports that client at its top level only for getIDToken(), which this
// action never calls, and the real one brings undici: about two thirds of the bundle and 40 ms
// of every step's start (BENCHMARKS.md). Our own code imports @actions/http-client/lib/proxy,
// which this mapping does not touch.
export class HttpClient {
  constructor() {
    throw new Error('submit-runai-job does not bundle an HTTP client for core.getIDToken()');
  }
}
