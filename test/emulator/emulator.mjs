// A local stand-in for both servers of the interface, built from real parts: oidc-provider
// issues the tokens at the Keycloak path, jose verifies them at the jobs endpoint, and the
// OpenAPI document's own compiled validators check every job. Faults can be injected per
// request or as a schedule, so the action's retry rules meet what a real network does. Jobs move
// through their states on a plan a test chooses, and can be listed and deleted (by the action, or
// by "someone else"), in each of the paths the vendor documents.
import './quiet.mjs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import Provider from 'oidc-provider';
import { randomUUID } from 'node:crypto';
import { validateJob, validateJobReferences, validateSwaggerJobSubmission } from '../../src/contract/generated/validators.js';
import { makeCertificates } from './certificates.mjs';

/**
 * @typedef {object} Fault
 * @property {'jobs'|'token'|'list'|'delete'} [target]  which endpoint it hits (default jobs, the submission)
 * @property {'latency'|'status'|'bad-gateway'|'reset'|'hang'} kind
 * @property {number} [ms]          latency: added delay
 * @property {number} [status]      status: the code (429, 503, 500, 504, …)
 * @property {number} [retryAfter]  status: seconds for Retry-After
 * @property {boolean} [create]     jobs, ambiguous kinds: create the job before failing (default true)
 * @property {number} [times]       how many requests it hits (default 1)
 */

/**
 * @typedef {object} PlanStep  one state of a job's life: the status word, and for how long (the last lasts)
 * @property {string} status
 * @property {number} [ms]
 */

/**
 * @param {object} [options]
 * @param {string} [options.realm]
 * @param {string} [options.clientId]
 * @param {string} [options.clientSecret]
 * @param {string} [options.prefix]        path prefix of the jobs API, such as /researcher
 * @param {number} [options.tokenTtl]      access token lifetime, seconds
 * @param {'access'|'access+id'|'id-only'} [options.tokenMode]
 * @param {'any'|'access'|'id'} [options.accepts]  which token kinds the jobs endpoint takes
 * @param {string[]} [options.projects]    granted projects; default: all
 * @param {'name'|'data'} [options.envelope] success body shape: `data`, a submission's and a deletion's in the vendor client's `{"data": …}`
 * @param {boolean} [options.tls]          serve HTTPS with a CA generated at start
 * @param {number} [options.latencyMs]     added to every job request
 * @param {PlanStep[]} [options.plan]      the states every job goes through (default: Pending 1 s, Running 2 s, Succeeded)
 * @param {('plural'|'singular'|'legacy')[]} [options.submitForms] submission paths served (default all): /api/v1/jobs, the Swagger file's /api/v1/job (its types), /api/job
 * @param {('plural'|'singular'|'legacy')[]} [options.listForms]   list paths served (default all)
 * @param {('plural'|'singular'|'legacy')[]} [options.deleteForms] delete paths served (default all)
 * @param {boolean} [options.refuseDeletes] every deletion refused in its result (403, `"ok": false`), the HTTP status 200
 * @param {'data'|'bare'} [options.listShape]  `{"data": [...]}` (documented) or a bare array
 * @param {'ms'|'s'|'iso'|'none'} [options.createdAt]  how a listed job's creation time is written
 * @param {string} [options.host]
 * @param {number} [options.port]
 */
export async function startEmulator(options = {}) {
  const realm = options.realm ?? 'runai';
  const clientId = options.clientId ?? 'ci-app';
  const clientSecret = options.clientSecret ?? 'emulator-secret';
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const host = options.host ?? '127.0.0.1';
  const state = {
    tokenTtl: options.tokenTtl ?? 3600,
    tokenMode: options.tokenMode ?? 'access',
    accepts: options.accepts ?? 'any',
    projects: options.projects,
    envelope: options.envelope ?? 'name',
    /** Added to every job request, after the token check: the service's own work. */
    latencyMs: options.latencyMs ?? 0,
    plan: options.plan ?? DEFAULT_PLAN,
    submitForms: options.submitForms ?? ['plural', 'singular', 'legacy'],
    listForms: options.listForms ?? ['plural', 'singular', 'legacy'],
    deleteForms: options.deleteForms ?? ['plural', 'singular', 'legacy'],
    listShape: options.listShape ?? 'data',
    createdAt: options.createdAt ?? 'ms',
    refuseDeletes: options.refuseDeletes ?? false,
  };
  /** Plans for jobs of a given name, set before they are created. */
  const plans = new Map();
  /** Job requests being handled now, and the most at once. */
  const load = { inFlight: 0, maxInFlight: 0 };

  /** Every job created, in order. */
  const jobs = [];
  /** Every request seen: { target, method, path, status, headers, body }. */
  const requests = [];
  /** @type {Fault[]} */
  const schedule = [];
  /** Every token issued, so tests can prove none leaks. */
  const issued = [];
  /** Tokens the service no longer takes. */
  const revoked = new Set();
  const counters = new Map();
  const openSockets = new Set();
  const hanging = new Set();

  const certificates = options.tls ? await makeCertificates() : undefined;
  const server = certificates ? createHttpsServer({ key: certificates.serverKey, cert: certificates.serverCert }) : createHttpServer();
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });
  await new Promise((done) => server.listen(options.port ?? 0, host, done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const scheme = certificates ? 'https' : 'http';
  const origin = `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const issuer = `${origin}/auth/realms/${realm}`;
  const tokenPath = `/auth/realms/${realm}/protocol/openid-connect/token`;

  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid: 'emulator', alg: 'ES256', use: 'sig' };
  const { d: _d, ...publicJwk } = privateJwk;
  const keys = createLocalJWKSet({ keys: [publicJwk] });
  /** Tokens whose signature and issuer were checked, with their claims. */
  const verified = new Map();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [privateJwk] },
    adapter: MemoryStore,
    ttl: { ClientCredentials: () => state.tokenTtl },
    routes: { token: '/protocol/openid-connect/token' },
    scopes: ['openid'],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => 'urn:runai:researcher-api',
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'openid',
          audience: 'runai',
          accessTokenTTL: state.tokenTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
  });
  provider.proxy = true;
  // Keycloak answers client credentials with an id_token when asked for openid; oidc-provider,
  // true to the specification, never does. The modes that need one add it here, signed with
  // the provider's own key, so the jobs endpoint verifies both kinds the same way.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/protocol/openid-connect/token') return;
    // Tests read the form the action sent, with its content type.
    const record = requests.findLast((r) => r.target === 'token' && r.form === undefined);
    if (record) {
      record.form = { ...(ctx.oidc?.body ?? {}) };
      record.contentType = ctx.get('content-type');
    }
    if (ctx.status === 200) issued.push(/** @type {{access_token: string}} */ (ctx.body).access_token);
    if (ctx.status !== 200 || state.tokenMode === 'access') return;
    const body = /** @type {Record<string, unknown>} */ (ctx.body);
    const idToken = await new SignJWT({ azp: clientId, typ: 'ID' })
      .setProtectedHeader({ alg: 'ES256', kid: 'emulator' })
      .setIssuer(issuer)
      .setSubject(`service-account-${clientId}`)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + state.tokenTtl)
      .sign(privateKey);
    issued.push(idToken);
    ctx.body = state.tokenMode === 'id-only' ? { id_token: idToken, expires_in: state.tokenTtl, token_type: 'bearer' } : { ...body, id_token: idToken };
  });
  const oidc = provider.callback();

  const takeFault = (target) => {
    const index = schedule.findIndex((f) => (f.target ?? 'jobs') === target);
    if (index < 0) return undefined;
    const fault = schedule[index];
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) schedule.splice(index, 1);
    return fault;
  };

  const send = (res, status, body, headers = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
      ...headers,
    });
    res.end(text);
  };
  const serviceError = (res, status, message, details, headers) => send(res, status, { status, message, details }, headers);

  /** Applies a fault before (or, for ambiguous ones, after) the real work. Returns true when it answered. */
  const applyFault = async (fault, req, res, work) => {
    if (!fault) return false;
    if (fault.kind === 'latency') {
      await delay(fault.ms ?? 100);
      return false;
    }
    if (fault.kind === 'status' && (fault.status === 429 || fault.status === 503)) {
      const headers = fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {};
      serviceError(res, fault.status, fault.status === 429 ? 'Too many requests' : 'Service unavailable', 'try again later', headers);
      return true;
    }
    // The remaining faults are ambiguous: by default the service did the work and the answer was lost.
    if (fault.create !== false) await work();
    if (fault.kind === 'status') serviceError(res, fault.status ?? 500, 'Internal server error', 'emulated fault');
    else if (fault.kind === 'bad-gateway')
      send(
        res,
        502,
        '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
      );
    else if (fault.kind === 'reset') req.socket.resetAndDestroy();
    else if (fault.kind === 'hang') hanging.add(res);
    return true;
  };

  /** Checks the bearer as the cluster would; answers 401 and returns undefined when it is refused. */
  const authorize = async (req, res, record) => {
    const auth = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!auth) return void serviceError(res, 401, 'Unauthorized', 'no bearer token');
    let claims = verified.get(auth);
    if (claims && (claims.exp * 1000 <= Date.now() || revoked.has(auth))) {
      verified.delete(auth);
      return void serviceError(res, 401, 'Unauthorized', 'token rejected: ERR_JWT_EXPIRED');
    }
    try {
      // A signature is checked once per token, as a gateway's cache would; expiry every time.
      claims ??= (await jwtVerify(auth, keys, { issuer })).payload;
      verified.set(auth, claims);
    } catch (error) {
      return void serviceError(res, 401, 'Unauthorized', `token rejected: ${error.code ?? error.message}`);
    }
    const kind = claims.typ === 'ID' ? 'id' : 'access';
    record.tokenKind = kind;
    if (state.accepts !== 'any' && state.accepts !== kind) return void serviceError(res, 401, 'Unauthorized', `this cluster does not accept ${kind} tokens`);
    return kind;
  };

  /** A job's state now, from its plan and its age. */
  const statusOf = (created) => {
    let left = Date.now() - created.createdAt;
    for (const step of created.plan) {
      if (step.ms === undefined || left < step.ms) return step.status;
      left -= step.ms;
    }
    return created.plan.at(-1)?.status ?? 'Unknown';
  };
  const listed = (created) => {
    const at = created.createdAt;
    const createdAt = { ms: at, s: Math.floor(at / 1000), iso: new Date(at).toISOString(), none: undefined }[state.createdAt];
    return {
      id: created.id,
      project: created.job.project,
      name: created.name,
      status: statusOf(created),
      type: created.job.interactive ? 'Interactive' : 'Train',
      nodes: ['node-0'],
      ...(createdAt !== undefined ? { createdAt } : {}),
      images: created.job.image,
      user: clientId,
      currentAllocatedGPUs: created.job.gpu ?? 0,
    };
  };

  /** GET in one of the documented list forms. */
  const handleList = async (req, res, project) => {
    const record = { target: 'list', method: req.method, path: req.url, headers: req.headers, status: 0, at: performance.now() };
    requests.push(record);
    res.on('finish', () => (record.status = res.statusCode));
    const fault = takeFault('list');
    const kind = await authorize(req, res, record);
    if (!kind) return undefined;
    if (fault && (await applyFault(fault, req, res, async () => {}))) return undefined;
    if (project && state.projects && !state.projects.includes(project)) {
      return serviceError(res, 403, 'Forbidden', `the application is not allowed to access project ${project}`);
    }
    const items = jobs.filter((j) => !j.deletedAt && (!project || j.job.project === project)).map(listed);
    return send(res, 200, state.listShape === 'bare' ? items : { data: items });
  };

  /** DELETE in one of the documented forms: an array of {name, project}. */
  const handleDelete = async (req, res, raw, form) => {
    const record = { target: 'delete', method: req.method, path: req.url, headers: req.headers, body: raw, status: 0 };
    requests.push(record);
    res.on('finish', () => (record.status = res.statusCode));
    const fault = takeFault('delete');
    const kind = await authorize(req, res, record);
    if (!kind) return undefined;
    let wanted;
    try {
      wanted = JSON.parse(raw);
    } catch {
      return serviceError(res, 400, 'Bad request', 'the body is not JSON');
    }
    // The Swagger file's one-job form takes the name alone, a JSON string.
    const singular = form === 'singular';
    if (singular ? typeof wanted !== 'string' : !validateJobReferences(wanted)) {
      return serviceError(res, 400, 'Bad request', singular ? "expected the job's name, a JSON string" : 'expected [{"name": …, "project": …}, …]');
    }
    if (singular) {
      const found = jobs.find((j) => j.name === wanted && !j.deletedAt);
      if (!found) return serviceError(res, 404, 'Not found', `job ${wanted} not found`);
      wanted = [{ name: wanted, project: found.job.project }];
    }
    const work = async () => {
      const results = wanted.map(({ name, project }) => {
        const found = jobs.find((j) => j.name === name && j.job.project === project && !j.deletedAt);
        if (!found) return { name, ok: false, error: { status: 404, message: `job ${name} not found` } };
        if (state.refuseDeletes) return { name, ok: false, error: { status: 403, message: `not allowed to delete jobs in project ${project}` } };
        found.deletedAt = Date.now();
        found.deletedBy = 'action';
        return { name, ok: true };
      });
      // The Swagger file's one-job form answers its one result (api.JobActionStatus), in a 200 even where it refuses.
      const answered = singular ? results[0] : results;
      return state.envelope === 'data' ? { data: answered } : answered;
    };
    if (fault && (await applyFault(fault, req, res, work))) return undefined;
    return send(res, 200, await work());
  };

  const handleJobs = async (req, res, raw, form) => {
    const record = {
      target: 'jobs',
      form,
      method: req.method,
      path: req.url,
      headers: req.headers,
      body: raw,
      status: 0,
      at: performance.now(),
      answeredAt: 0,
    };
    requests.push(record);
    load.inFlight++;
    load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
    let counted = true;
    const done = () => {
      if (counted) load.inFlight--;
      counted = false;
    };
    res.on('finish', () => {
      record.status = res.statusCode;
      record.answeredAt = performance.now();
      done();
    });
    res.on('close', done);
    const fault = takeFault('jobs');

    const kind = await authorize(req, res, record);
    if (!kind) return undefined;
    // The token was checked on arrival; the added latency is the service's work that follows.
    if (state.latencyMs) await delay(state.latencyMs);
    if (fault?.kind === 'latency') await applyFault(fault, req, res);

    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return serviceError(res, 400, 'Bad request', 'the body is not JSON');
    }
    // The Swagger file's path takes its own types for five members (openapi/runai.yaml, tag documents).
    if (form === 'singular' && !validateSwaggerJobSubmission(body)) {
      return serviceError(res, 400, 'Bad request', validateSwaggerJobSubmission.errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; '));
    }
    const job = form === 'singular' ? fromSwagger(body.job) : body?.job;
    if (!body || typeof body !== 'object' || Object.keys(body).some((k) => k !== 'job') || !validateJob(job)) {
      const details = validateJob.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ') ?? 'expected {"job": {...}}';
      return serviceError(res, 400, 'Bad request', details);
    }
    if (state.projects && !state.projects.includes(job.project)) {
      return serviceError(res, 403, 'Forbidden', `the application is not allowed to access project ${job.project}`);
    }

    let created;
    const work = async () => {
      if (created) return created;
      let name = job.name;
      if (name === undefined) {
        const namePrefix = job.jobNamePrefix ?? 'job';
        do {
          const n = (counters.get(namePrefix) ?? 0) + 1;
          counters.set(namePrefix, n);
          name = `${namePrefix}-${n}`;
        } while (jobs.some((j) => j.name === name));
      } else if (jobs.some((j) => j.name === name && !j.deletedAt)) {
        return undefined;
      }
      created = { id: randomUUID(), name, job, tokenKind: kind, createdAt: Date.now(), plan: plans.get(name) ?? state.plan };
      jobs.push(created);
      return created;
    };
    if (fault && fault.kind !== 'latency' && (await applyFault(fault, req, res, work))) return undefined;
    const result = await work();
    if (!result) return serviceError(res, 409, 'Conflict', `the job ${job.name} already exists`);
    return send(res, 200, state.envelope === 'data' ? { data: { name: result.name } } : { name: result.name });
  };

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === tokenPath) {
      const fault = takeFault('token');
      const record = { target: 'token', method: req.method, path: req.url, headers: req.headers, status: 0 };
      requests.push(record);
      res.on('finish', () => (record.status = res.statusCode));
      const forward = () => {
        req.url = req.url.slice(`/auth/realms/${realm}`.length);
        oidc(req, res);
      };
      if (!fault) return forward();
      // Token faults act before the provider reads the form, except a latency.
      return void applyFault(fault, req, res, async () => {}).then((answered) => {
        if (!answered) forward();
      });
    }
    if (url.pathname.startsWith(`/auth/realms/${realm}/`)) {
      // Mounted under the realm's path, as Keycloak serves it: the addresses the provider publishes
      // (its keys' in the discovery document) keep that path.
      req.originalUrl = req.url;
      req.url = req.url.slice(`/auth/realms/${realm}`.length);
      return oidc(req, res);
    }
    const form = (path) =>
      path === `${prefix}/api/v1/jobs` ? 'plural' : path === `${prefix}/api/job` ? 'legacy' : path === `${prefix}/api/v1/job` ? 'singular' : undefined;
    if (req.method === 'POST' && state.submitForms.includes(form(url.pathname))) {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        handleJobs(req, res, Buffer.concat(chunks).toString('utf8'), form(url.pathname)).catch((error) => {
          if (!res.headersSent) serviceError(res, 500, 'Internal server error', String(error));
        });
      });
      return undefined;
    }
    if (req.method === 'GET') {
      const singular = url.pathname.startsWith(`${prefix}/api/v1/job/`) ? decodeURIComponent(url.pathname.slice(`${prefix}/api/v1/job/`.length)) : undefined;
      const served = singular !== undefined ? 'singular' : form(url.pathname);
      if (served === 'singular' && singular === undefined) return serviceError(res, 404, 'Not found', `no route for GET ${url.pathname}`);
      if (served && state.listForms.includes(served)) {
        return void handleList(req, res, singular ?? url.searchParams.get('project') ?? undefined).catch((error) => {
          if (!res.headersSent) serviceError(res, 500, 'Internal server error', String(error));
        });
      }
    }
    if (req.method === 'DELETE' && state.deleteForms.includes(form(url.pathname))) {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        handleDelete(req, res, Buffer.concat(chunks).toString('utf8'), form(url.pathname)).catch((error) => {
          if (!res.headersSent) serviceError(res, 500, 'Internal server error', String(error));
        });
      });
      return undefined;
    }
    if (url.pathname === '/__emulator/jobs' && req.method === 'GET')
      return send(res, 200, { jobs: jobs.map((j) => ({ ...j, status: j.deletedAt ? 'Deleted' : statusOf(j) })) });
    if (url.pathname.startsWith('/__emulator/') && req.method === 'POST') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        const action = url.pathname.slice('/__emulator/'.length);
        if (action === 'plans') for (const [name, plan] of Object.entries(body)) plans.set(name, plan);
        else if (action === 'delete') controls.deleteJob(body.name);
        else if (action === 'seed') controls.seed(body);
        else if (action === 'faults') schedule.push(...(Array.isArray(body) ? body : [body]));
        else return serviceError(res, 404, 'Not found', `no emulator action ${action}`);
        return send(res, 200, { ok: true, scheduled: schedule.length });
      });
      return undefined;
    }
    // Kept, so a test can count requests to a form this installation does not serve.
    requests.push({ target: 'unrouted', method: req.method, path: req.url, status: 404 });
    return serviceError(res, 404, 'Not found', `no route for ${req.method} ${url.pathname}`);
  });

  const controls = {
    /** Sets the plan of the job of that name, created or to be created. */
    plan(name, plan) {
      plans.set(name, plan);
      const found = jobs.find((j) => j.name === name && !j.deletedAt);
      if (found) found.plan = plan;
    },
    /** Deletes a job as someone else would, outside the step. */
    deleteJob(name) {
      const found = jobs.find((j) => j.name === name && !j.deletedAt);
      if (found) {
        found.deletedAt = Date.now();
        found.deletedBy = 'someone else';
      }
      return Boolean(found);
    },
    /** A job that exists before the step: someone else's, or an earlier run's. */
    seed({ name, project, createdAt = Date.now() - 3_600_000, plan = [{ status: 'Running' }] }) {
      jobs.push({ id: randomUUID(), name, job: { project, image: 'seeded' }, tokenKind: 'access', createdAt, plan, seeded: true });
    },
    /** Makes the service refuse the tokens issued so far, as a revocation would. */
    revokeTokens() {
      for (const token of issued) revoked.add(token);
    },
  };

  return {
    ...controls,
    baseUrl: `${origin}${prefix}`,
    authUrl: origin,
    origin,
    port,
    realm,
    clientId,
    clientSecret,
    issuer,
    /** PEM of the generated CA, when serving HTTPS. */
    caCertificate: certificates?.caCert,
    jobs,
    requests,
    issued,
    load,
    /** Queue faults: each hits the next request(s) to its target. */
    inject(...faults) {
      schedule.push(...faults.map((f) => ({ ...f })));
    },
    pendingFaults: () => schedule.length,
    configure(changes) {
      Object.assign(state, changes);
    },
    /** A token the service would accept, for the `token` input. */
    async issueToken() {
      const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
      const res = await fetch(`${origin}${tokenPath}`, { method: 'POST', body });
      return /** @type {{access_token: string}} */ (await res.json()).access_token;
    },
    /** Connection settings, as the action's inputs name them. */
    settings() {
      return { 'base-url': `${origin}${prefix}`, 'auth-url': origin, realm, 'client-id': clientId, 'client-secret': clientSecret };
    },
    async close() {
      for (const res of hanging) res.destroy();
      for (const socket of openSockets) socket.destroy();
      await new Promise((done) => server.close(() => done(undefined)));
    },
  };
}

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

/** A job in the Swagger file's types, read back as the REST pages write it. */
function fromSwagger(swagger) {
  if (!swagger || typeof swagger !== 'object') return swagger;
  const { command, ttlAfterFinish, volumes, type, ...same } = swagger;
  return {
    ...same,
    ...(command !== undefined ? { command: command[0] } : {}),
    ...(ttlAfterFinish !== undefined ? { ttlAfterFinish: `${ttlAfterFinish}s` } : {}),
    ...(volumes !== undefined ? { volume: Object.fromEntries(volumes.map((v) => [v.sourcePath, v.targetPath])) } : {}),
    ...(type !== undefined && same.interactive === undefined ? { interactive: type === 'interactive' } : {}),
  };
}

/** @type {PlanStep[]} */
const DEFAULT_PLAN = [{ status: 'Pending', ms: 1000 }, { status: 'Running', ms: 2000 }, { status: 'Succeeded' }];

/** oidc-provider's storage; an emulator's state is meant to live only as long as it runs. */
class MemoryStore {
  static #data = new Map();
  constructor(name) {
    this.name = name;
  }
  #key(id) {
    return `${this.name}:${id}`;
  }
  async upsert(id, payload) {
    MemoryStore.#data.set(this.#key(id), payload);
  }
  async find(id) {
    return MemoryStore.#data.get(this.#key(id));
  }
  async findByUid() {
    return undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async consume(id) {
    const found = MemoryStore.#data.get(this.#key(id));
    if (found) found.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id) {
    MemoryStore.#data.delete(this.#key(id));
  }
  async revokeByGrantId() {}
}
