// A local stand-in for the control plane's workloads API (openapi/workloads.yaml, Run:ai 2.18
// and later), playing one vendor version at a time (2.18 … 2.24): its token grants and answers,
// its success codes, the request rules of that version (forVersion() of our document, members it
// lacks refused), and answers in the vendor's full shapes (every member it marks required).
// Projects in several clusters, workload phases on a plan a test chooses, a list filtered and
// paged as the vendor documents it (deleted ones apart), ttl-after-finish, delete, and faults
// injected per endpoint. Tokens are JWTs signed at start and verified on every call, as a gateway
// would.
import './quiet.mjs';
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { SignJWT, createRemoteJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import { WebSocketServer } from 'ws';
import {
  compareVersions,
  CONTROL_PLANE_VERSIONS,
  createAjv,
  forVersion,
  inlineReferences,
  readSchemas,
  workloadsDocumentPath,
} from '../../scripts/schemas.mjs';
import { makeCertificates } from './certificates.mjs';

/** Each kind's own endpoints, and the `type` a list gives it. */
const KIND_PATHS = { training: 'trainings', workspace: 'workspaces', distributed: 'distributed' };
const KIND_TYPES = { training: 'Training', workspace: 'Workspace', distributed: 'Distributed' };

/** A workload's log on the cluster API: project, kind, framework and name. */
const LOG_PATH = /^\/cluster-api\/api\/v1\/([^/]+)\/workloads\/(training|workspace)\/([^/]+)\/([^/]+)\/logs$/;

/**
 * @typedef {object} Fault
 * @property {'token'|'projects'|'clusters'|'submit'|'list'|'submitted'|'delete'|'cluster-status'} [target]  default submit
 * @property {'latency'|'status'|'reset'|'hang'|'nameless'} kind  nameless: submit, created and answered 202 with no name (a proxy's rewrite)
 * @property {number} [ms]  latency
 * @property {number} [status]  status: the code
 * @property {number} [retryAfter]  status: seconds for Retry-After
 * @property {boolean} [create]  submit, ambiguous kinds: create the workload before failing (default true; a 429 or 503 creates only with
 *   create: true, and that 503 is a gateway's, in plain text and without Retry-After, as when its upstream reset after taking the request)
 * @property {number} [times]  how many requests it hits (default 1)
 */

/**
 * A step of a workload's plan: its phase for `ms` (the last step lasts), and what the service
 * says of it meanwhile: the phase's message, a condition, why it waits (2.19), the scheduler's
 * messages (GET one workload, 2.19) and the Kubernetes events it brings; `gpus`, what it holds in
 * this step (by default the request's GPUs while Running, none otherwise); `runningSeconds` and
 * `pendingSeconds`, the totals it reports in this step (2.23; by default its timeline's);
 * `utilisation`, its GPU utilisation in percent meanwhile (metrics; 75 while Running by default).
 * @typedef {{phase: string, ms?: number, message?: string, phaseReason?: string, gpus?: number, utilisation?: number,
 *   runningSeconds?: number, pendingSeconds?: number,
 *   condition?: {type: string, reason?: string, message?: string},
 *   scheduling?: {nodePool: string, phaseReason: string, reason: string, userMessage?: string}[],
 *   events?: {type?: string, reason?: string, message: string}[], logs?: string[]}} PlanStep
 */

const STEP_MEMBERS = [
  'phase',
  'ms',
  'message',
  'phaseReason',
  'condition',
  'scheduling',
  'events',
  'logs',
  'gpus',
  'runningSeconds',
  'pendingSeconds',
  'utilisation',
];
const PHASES = ['Creating', 'Initializing', 'Pending', 'Running', 'Completed', 'Failed', 'Stopped', 'Terminating', 'Degraded', 'Resuming'];

/** What a body of POST /__emulator/plans ({name: [{phase, ms}, …]}) has that a plan does not: empty when it is one. */
function planProblems(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['expected {"workload name": [{"phase": "Running", "ms": 1000}, …]}'];
  const problems = [];
  for (const [name, plan] of Object.entries(body)) {
    if (!Array.isArray(plan) || !plan.length) {
      problems.push(`"${name}": expected a list of steps such as [{"phase": "Running", "ms": 1000}, {"phase": "Completed"}]`);
      continue;
    }
    plan.forEach((step, i) => {
      if (!step || typeof step !== 'object') return problems.push(`"${name}"[${i}]: expected a step {"phase", "ms"}`);
      for (const key of Object.keys(step))
        if (!STEP_MEMBERS.includes(key)) problems.push(`"${name}"[${i}]: "${key}" is not a member of a step (${STEP_MEMBERS.join(', ')})`);
      if (!PHASES.includes(step.phase)) problems.push(`"${name}"[${i}]: phase ${JSON.stringify(step.phase)} is not one of ${PHASES.join(', ')}`);
      if (step.ms !== undefined && !(Number.isFinite(step.ms) && step.ms >= 0)) problems.push(`"${name}"[${i}]: ms is to be a number of milliseconds`);
    });
  }
  return problems;
}

/** @type {PlanStep[]} */
const DEFAULT_PLAN = [{ phase: 'Pending', ms: 1000 }, { phase: 'Running', ms: 2000 }, { phase: 'Completed' }];
const DEFAULT_PROJECTS = [
  { name: 'team-a', clusters: ['cluster-a'] },
  { name: 'shared', clusters: ['cluster-a', 'cluster-b'] },
];
const LATEST = CONTROL_PLANE_VERSIONS.at(-1);
const ENDED = new Set(['Completed', 'Failed']);

/** The request checks of each version, compiled once per process from our document. */
const checks = new Map();
function requestChecks(version) {
  if (!checks.has(version)) {
    const ajv = createAjv();
    ajv.addSchema({ $id: 'v', $defs: forVersion(inlineReferences(readSchemas(workloadsDocumentPath)), version) });
    checks.set(version, {
      training: ajv.getSchema('v#/$defs/TrainingRequest'),
      workspace: ajv.getSchema('v#/$defs/WorkspaceRequest'),
      distributed: ajv.getSchema('v#/$defs/DistributedRequest'),
    });
  }
  return checks.get(version);
}

/** The published keys of an OpenID provider, from its discovery document, as the control plane checks an external token. */
const providerKeySets = new Map();
async function providerKeys(issuer) {
  if (!providerKeySets.has(issuer)) {
    const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    providerKeySets.set(issuer, createRemoteJWKSet(new URL(discovery.jwks_uri)));
  }
  return providerKeySets.get(issuer);
}

/**
 * @param {object} [options]
 * @param {string} [options.version]  the vendor version played (default the latest, 2.24)
 * @param {string} [options.clientId]
 * @param {string} [options.clientSecret]
 * @param {('v1'|'v2')[]} [options.tokenForms]  the token paths served (default: v1, and v2 from 2.24)
 * @param {number} [options.tokenTtl]  seconds
 * @param {{name: string, clusters: string[]}[]} [options.projects]  projects and the clusters that have them
 * @param {PlanStep[]} [options.plan]  the phases every workload goes through
 * @param {boolean} [options.omitWorkloadId]  answer a creation without its workloadId, as a broken service might
 * @param {number} [options.listLagMs]  a new workload is listed this long after its creation, as by a service whose lists lag its writes
 * @param {number} [options.pageSize]  the most workloads a list page holds (default: the limit asked)
 * @param {400|409} [options.duplicateStatus]  how a name taken is refused (default 400, as no document lists 409)
 * @param {boolean} [options.serviceAccount]  the credentials are a service account's, which the app_token grant does not take (401)
 * @param {number} [options.clockBehindMs]  the service's clock is this far behind the step's, in the times it shows
 * @param {string} [options.identityProvider]  the issuer of the tenant's single sign-on, an OpenID provider whose tokens the external_token_exchange grant (2.22 and later) takes, checked by its published keys
 * @param {number} [options.suffixChars]  the random characters the service appends to a name given as a prefix, after a "-" (default 5, at most 32; the documents say nothing of it)
 * @param {string|null} [options.clusterVersion]  the version the clusters report (default: the control plane's, `2.24.0`; null: none, as the documents allow)
 * @param {string|null} [options.clusterDomain]  the clusters' `domain` (default: this server, which serves their cluster API too; null: none; `{port}` is this server's port)
 * @param {boolean} [options.clusterApi]  whether the cluster API answers (default true; false: its paths answer 404)
 * @param {boolean} [options.metrics]  whether the workloads' metrics answer (default true; false: 404)
 * @param {boolean|'archive'} [options.logDownload]  whether it serves `logs/download` (default true; false: 404, so that a log is streamed; 'archive': a gzip file)
 * @param {number} [options.logPieceChars]  the most characters of a log one socket message carries (default 4096)
 * @param {number} [options.logTrickleMs]  a hostile cluster: every log socket sends a line this often and is never ended by the cluster
 * @param {boolean} [options.logSocket]  whether a log's socket opens (default true; false: a gateway that refuses the upgrade, 502)
 * @param {number} [options.logCloseAfterMs]  every log socket is closed this long after it opened, whether the workload runs or not (a proxy's idle timeout)
 * @param {boolean} [options.logRanges]  whether a log download honours a suffix `Range` (206 with the log's end; default false: the whole log, 200)
 * @param {boolean} [options.tls]
 * @param {string} [options.host]
 * @param {number} [options.port]
 */
export async function startWorkloadsEmulator(options = {}) {
  const version = options.version ?? LATEST;
  if (!CONTROL_PLANE_VERSIONS.includes(version)) throw new Error(`no vendor document of version ${version}: one of ${CONTROL_PLANE_VERSIONS.join(', ')}`);
  const since = (v) => compareVersions(version, v) >= 0;
  const clientId = options.clientId ?? 'ci-service-account';
  const clientSecret = options.clientSecret ?? 'emulator-secret';
  const host = options.host ?? '127.0.0.1';
  const state = {
    tokenForms: options.tokenForms ?? (since('2.24') ? ['v1', 'v2'] : ['v1']),
    tokenTtl: options.tokenTtl ?? 3600,
    plan: options.plan ?? DEFAULT_PLAN,
    pageSize: options.pageSize,
    omitWorkloadId: options.omitWorkloadId ?? false,
    listLagMs: options.listLagMs ?? 0,
    duplicateStatus: options.duplicateStatus ?? 400,
  };
  const check = requestChecks(version);
  const clusterNames = [...new Set((options.projects ?? DEFAULT_PROJECTS).flatMap((p) => p.clusters))];
  const clusters = clusterNames.map((name, i) => ({
    uuid: `c0ffee00-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    tenantId: 1,
    name,
    createdAt: '2024-01-01T00:00:00Z',
    version: options.clusterVersion === undefined ? `${version}.0` : options.clusterVersion,
    domain: `https://${name}.example.com`,
    status: { state: 'Connected' },
  }));
  let nextProjectId = 1;
  const projects = (options.projects ?? DEFAULT_PROJECTS).flatMap((p) =>
    p.clusters.map((c) => ({
      id: String(nextProjectId++),
      name: p.name,
      clusterId: clusters.find((k) => k.name === c).uuid,
      parentId: '1',
      description: '',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
      status: { namespace: `runai-${p.name}`, phase: 'Ready' },
      resources: [],
      totalResources: {},
      effective: {},
      ...(since('2.21') ? { enforceRunaiScheduler: true } : {}),
    })),
  );
  /** Every workload created, in order: { id, kind, name, requestedName, projectId, clusterId, request, createdAt, plan, deletedAt?, deletedBy?, phaseAtDeletion? } */
  const workloads = [];
  /** Every request seen: { target, method, path, status, body, form? }. */
  const requests = [];
  const schedule = [];
  const plans = new Map();
  const issued = [];
  const revoked = new Set();
  const hanging = new Set();
  const sockets = new Set();

  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const verifyKey = await importJWK(await exportJWK(publicKey), 'ES256');
  const certificates = options.tls ? await makeCertificates() : undefined;
  const server = certificates ? createHttpsServer({ key: certificates.serverKey, cert: certificates.serverCert }) : createHttpServer();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((done) => server.listen(options.port ?? 0, host, done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `${certificates ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Each cluster's own API (logs) is served here too, unless a test names another address.
  for (const cluster of clusters)
    cluster.domain = options.clusterDomain === undefined ? origin : (options.clusterDomain?.replace('{port}', new URL(origin).port) ?? null);

  const send = (res, status, body, headers = {}) => {
    if (body === undefined) {
      res.writeHead(status, headers);
      return res.end();
    }
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  /** The API's error shape: code, message, details. */
  const apiError = (res, code, message, details, headers) => send(res, code, { code, message, ...(details ? { details } : {}) }, headers);

  const takeFault = (target) => {
    const index = schedule.findIndex((f) => (f.target ?? 'submit') === target);
    if (index < 0) return undefined;
    const fault = schedule[index];
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) schedule.splice(index, 1);
    return fault;
  };
  /** Applies a fault; returns true when it answered. Ambiguous ones do the work first unless create is false. */
  const applyFault = async (fault, req, res, work = async () => {}) => {
    if (!fault) return false;
    if (fault.kind === 'latency') {
      await new Promise((done) => setTimeout(done, fault.ms ?? 100));
      return false;
    }
    if (fault.kind === 'status' && (fault.status === 429 || fault.status === 503) && fault.create !== true) {
      apiError(
        res,
        fault.status,
        fault.status === 429 ? 'Too many requests' : 'Service unavailable',
        undefined,
        fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {},
      );
      return true;
    }
    if (fault.create !== false) await work();
    if (fault.kind === 'status' && fault.status === 503) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('upstream connect error or disconnect/reset before headers. reset reason: connection termination');
    } else if (fault.kind === 'status') apiError(res, fault.status ?? 500, 'Internal server error', 'emulated fault');
    else if (fault.kind === 'reset') req.socket.resetAndDestroy();
    else if (fault.kind === 'hang') hanging.add(res);
    else if (fault.kind === 'nameless') res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
    return true;
  };

  const issueToken = async () => {
    const token = await new SignJWT({ client_id: clientId })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(origin)
      .setSubject(clientId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + state.tokenTtl)
      .sign(privateKey);
    issued.push(token);
    return token;
  };
  /** Checks the bearer; answers 401 and returns false when it is refused. */
  const authorize = async (req, res) => {
    const refuse = (details) => {
      apiError(res, 401, 'Unauthorized', details);
      return false;
    };
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) return refuse('no bearer token');
    if (revoked.has(bearer)) return refuse('token revoked');
    try {
      await jwtVerify(bearer, verifyKey, { issuer: origin });
      return true;
    } catch (error) {
      return refuse(`token rejected: ${error.code ?? error.message}`);
    }
  };

  /** The steps of a workload's plan begun by `at`, each with when it began. */
  const begun = (w, at = Date.now()) => {
    const steps = [];
    let start = w.createdAt;
    for (const step of w.plan) {
      if (start > at) break;
      steps.push({ step, start });
      if (step.ms === undefined) break;
      start += step.ms;
    }
    return steps;
  };
  /** The step of its plan a workload is in; a deleted one stays in the step it was in. */
  const stepOf = (w, at = Date.now()) => begun(w, w.deletedAt && at >= w.deletedAt ? w.deletedAt : at).at(-1)?.step ?? w.plan.at(-1) ?? { phase: 'Unknown' };
  /** A workload's phase now, from its plan and age; a deleted one keeps the phase it had. */
  const phaseOf = (w, at = Date.now()) => (w.deletedAt && at >= w.deletedAt ? w.phaseAtDeletion : stepOf(w, at).phase);
  /** When the workload's plan reaches an end (Completed, Failed), if it does. */
  const endedAt = (w) => {
    let at = w.createdAt;
    for (const step of w.plan) {
      if (ENDED.has(step.phase)) return at;
      if (step.ms === undefined) return undefined;
      at += step.ms;
    }
    return undefined;
  };
  const remove = (w, by) => {
    if (w.deletedAt) return;
    w.phaseAtDeletion = phaseOf(w);
    w.deletedAt = Date.now();
    w.deletedBy = by;
  };
  /** ttl-after-finish: a workload that ended is deleted the given seconds later. */
  const expire = () => {
    for (const w of workloads) {
      const ttl = w.request?.spec?.autoDeletionTimeAfterCompletionSeconds;
      const ended = endedAt(w);
      if (w.deletedAt || ttl === undefined || ended === undefined) continue;
      if (Date.now() >= ended + ttl * 1000) {
        w.phaseAtDeletion = phaseOf(w, ended);
        w.deletedAt = ended + ttl * 1000;
        w.deletedBy = 'ttl-after-finish';
      }
    }
  };
  const projectOf = (w) => projects.find((p) => p.id === w.projectId);
  /** A workload as the vendor lists it: every member it marks required, and the optional ones that say something. */
  const shown = (w) => {
    const phase = phaseOf(w);
    const at = new Date(w.createdAt - (options.clockBehindMs ?? 0)).toISOString();
    const ended = ENDED.has(phase) ? endedAt(w) : undefined;
    return {
      type: KIND_TYPES[w.kind],
      ...(w.kind === 'distributed' ? { distributedFramework: w.request.spec.distributedFramework } : {}),
      name: w.name,
      id: w.id,
      source: 'Control-plane',
      priorityClassName: w.kind === 'workspace' ? 'build' : 'train',
      clusterId: w.clusterId,
      projectName: projectOf(w)?.name ?? 'unknown',
      projectId: w.projectId,
      departmentName: 'default',
      departmentId: '1',
      namespace: `runai-${projectOf(w)?.name ?? 'unknown'}`,
      createdAt: at,
      phase,
      ...(stepOf(w).message ? { phaseMessage: stepOf(w).message } : {}),
      ...(since('2.19') && stepOf(w).phaseReason ? { phaseReason: stepOf(w).phaseReason } : {}),
      conditions: stepOf(w).condition ? [{ status: 'True', lastTransitionTime: at, ...stepOf(w).condition }] : [],
      k8sPhase: phase === 'Completed' ? 'Succeeded' : phase,
      tenantId: 1,
      runningPods: phase === 'Running' ? 1 : 0,
      phaseUpdatedAt: at,
      k8sPhaseUpdatedAt: at,
      updatedAt: at,
      deletedAt: w.deletedAt ? new Date(w.deletedAt).toISOString() : null,
      ...(since('2.19') ? { priority: w.kind === 'workspace' ? 100 : 50 } : {}),
      ...(since('2.22') ? { category: w.kind === 'workspace' ? 'Build' : 'Train' } : {}),
      ...(ended !== undefined ? { completedAt: new Date(ended).toISOString() } : {}),
      allocatedResources: { gpu: allocatedGpus(w, phase) },
      ...(since('2.23') ? timeTotals(w) : {}),
    };
  };
  /** The GPUs a workload holds now: its step's, else its request's while Running. */
  const allocatedGpus = (w, phase) => stepOf(w).gpus ?? (phase === 'Running' ? (w.request.spec?.compute?.gpuDevicesRequest ?? null) : null);
  /** Its time Running and Pending in all, from its timeline unless its step says otherwise. */
  const timeTotals = (w) => {
    const totals = { Running: 0, Pending: 0 };
    const now = w.deletedAt ?? Date.now();
    for (const [i, { step, start }] of begun(w, now).entries()) {
      const next = begun(w, now)[i + 1]?.start ?? now;
      if (step.phase in totals) totals[step.phase] += next - start;
    }
    const step = stepOf(w);
    return {
      totalRunningTimeSeconds: step.runningSeconds ?? Math.round(totals.Running / 1000),
      totalPendingTimeSeconds: step.pendingSeconds ?? Math.round(totals.Pending / 1000),
    };
  };
  /** `filterBy=a==1,b=^x` as [{field, op, value}]. */
  const filters = (url) =>
    (url.searchParams.get('filterBy') ?? '')
      .split(',')
      .filter(Boolean)
      .map((f) => /^([A-Za-z]+)(==|!=|=\^|=@|=\$)(.*)$/.exec(f))
      .filter(Boolean)
      .map(([, field, op, value]) => ({ field, op, value }));
  const matches = (item, { field, op, value }) => {
    const held = String(item[field] ?? '');
    return op === '=='
      ? held === value
      : op === '!='
        ? held !== value
        : op === '=^'
          ? held.startsWith(value)
          : op === '=$'
            ? held.endsWith(value)
            : held.includes(value);
  };

  const handle = async (req, res, url, raw) => {
    const path = url.pathname;
    const record = { target: '', method: req.method, path: req.url, body: raw, status: 0 };
    res.on('finish', () => (record.status = res.statusCode));
    const target = (name) => {
      record.target = name;
      requests.push(record);
      return takeFault(name);
    };

    if (req.method === 'POST' && (path === '/api/v1/token' || path === '/api/v2/token')) {
      const issueAnswer = async () => {
        const token = await issueToken();
        // An id token and a refresh token come too, as the control plane sends them: secrets to mask.
        const [idToken, refreshToken] = [await issueToken(), await issueToken()];
        return send(
          res,
          200,
          path === '/api/v1/token'
            ? { accessToken: token, idToken, refreshToken, ...(since('2.24') ? { expiresIn: state.tokenTtl } : {}) }
            : { access_token: token, id_token: idToken, refresh_token: refreshToken, token_type: 'Bearer', expires_in: state.tokenTtl },
        );
      };
      const fault = target('token');
      if (await applyFault(fault, req, res)) return undefined;
      if (!state.tokenForms.includes(path === '/api/v1/token' ? 'v1' : 'v2')) {
        record.form = path === '/api/v1/token' ? 'v1' : 'v2';
        return apiError(res, 404, 'Not found', `no route for POST ${path}`);
      }
      let id;
      let secret;
      if (path === '/api/v1/token') {
        const body = JSON.parse(raw || '{}');
        // Members are matched without regard to case, as the service's decoder does: the vendor's SDK sends `AppId`.
        const member = (name) => Object.entries(body).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
        const grants = [
          'app_token',
          ...(since('2.20') ? ['client_credentials'] : []),
          'refresh_token',
          'exchange_token',
          'password',
          ...(since('2.22') ? ['external_token_exchange'] : []),
        ];
        record.form = body.grantType === 'app_token' ? 'v1-app-token' : body.grantType === 'external_token_exchange' ? 'v1-external' : 'v1';
        record.members = Object.keys(body);
        if (!grants.includes(body.grantType)) return apiError(res, 400, 'Bad request', `grantType must be one of ${grants.join(', ')}`);
        if (body.grantType === 'external_token_exchange') {
          if (!options.identityProvider) return apiError(res, 400, 'Bad request', 'no identity provider is configured for this tenant');
          try {
            await jwtVerify(String(body.externalToken), await providerKeys(options.identityProvider), { issuer: options.identityProvider });
          } catch {
            return apiError(res, 401, 'Unauthorized', 'the external token was not issued by the identity provider of this tenant');
          }
          return issueAnswer();
        }
        if (body.grantType === 'app_token' && options.serviceAccount) return apiError(res, 401, 'Unauthorized', 'no application with that id');
        [id, secret] = body.grantType === 'app_token' ? [member('appID'), member('appSecret')] : [body.clientID, body.clientSecret];
      } else {
        const body = new URLSearchParams(raw);
        record.form = 'v2';
        if (body.get('grant_type') !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
        [id, secret] = [body.get('client_id'), body.get('client_secret')];
        if (id !== clientId || secret !== clientSecret) return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      }
      if (id !== clientId || secret !== clientSecret) return apiError(res, 401, 'Unauthorized', 'invalid client credentials');
      return issueAnswer();
    }

    if (path === '/cluster-api/status' && req.method === 'GET') {
      if (await applyFault(target('cluster-status'), req, res)) return undefined;
      if (options.clusterApi === false) return apiError(res, 404, 'Not found', `no route for GET ${path}`);
      if (!(await authorize(req, res))) return undefined;
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('OK');
    }
    const download = LOG_PATH.exec(path.replace(/\/download$/, ''));
    if (download && path.endsWith('/logs/download') && req.method === 'GET') {
      target('log-download');
      if (options.clusterApi === false || options.logDownload === false) return apiError(res, 404, 'Not found', `no route for GET ${path}`);
      if (!(await authorize(req, res))) return undefined;
      const w = loggedWorkload(download);
      if (!w) return apiError(res, 404, 'Not found', 'no such running workload');
      if (options.logDownload === 'archive') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]));
      }
      const text = begun(w)
        // A line that ends in a carriage return is the log's last state, not a line: no line feed after it.
        .flatMap(({ step }) => (step.logs ?? []).map((line) => (line.endsWith('\r') ? line : `${line}\n`)))
        .join('');
      // A suffix range (the last N bytes), where the cluster is played as serving ranges.
      const suffix = options.logRanges ? /^bytes=-(\d+)$/.exec(String(req.headers.range ?? '')) : null;
      const body = Buffer.from(text);
      if (suffix && !body.length) {
        res.writeHead(416, { 'content-range': 'bytes */0' });
        return res.end();
      }
      if (suffix) {
        // As servers do: a suffix longer than the log is the whole log, from byte 0.
        const from = Math.max(0, body.length - Number(suffix[1]));
        res.writeHead(206, { 'content-type': 'text/plain; charset=utf-8', 'content-range': `bytes ${from}-${body.length - 1}/${body.length}` });
        return res.end(body.subarray(from));
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end(body);
    }
    const api =
      path === '/api/v1/org-unit/projects' ? 'projects' : path === '/api/v1/clusters' ? 'clusters' : path.startsWith('/api/v1/workloads') ? undefined : 'none';
    if (api === 'none') return apiError(res, 404, 'Not found', `no route for ${req.method} ${path}`);
    // One workload, and its events: what a step asks once a workload did not do as asked.
    const detail = req.method === 'GET' && /^\/api\/v1\/workloads\/[0-9a-f-]{36}(\/events|\/metrics)?$/.exec(path);
    // A training, workspace or distributed training as submitted: its spec, with its labels.
    const submitted = req.method === 'GET' && /^\/api\/v1\/workloads\/(trainings|workspaces|distributed)\/([^/]+)$/.exec(path);
    const which =
      api ??
      (submitted
        ? 'submitted'
        : detail
          ? detail[1]
            ? detail[1].slice(1)
            : 'workload'
          : req.method === 'POST'
            ? 'submit'
            : req.method === 'DELETE'
              ? 'delete'
              : req.method === 'GET'
                ? 'list'
                : 'none');
    const fault = target(which);
    if (!(await authorize(req, res))) return undefined;

    if (which === 'projects') {
      if (await applyFault(fault, req, res)) return undefined;
      const found = projects.filter((p) => filters(url).every((f) => matches(p, f)));
      return send(res, 200, { projects: found });
    }
    if (which === 'clusters') {
      if (await applyFault(fault, req, res)) return undefined;
      return send(res, 200, clusters);
    }
    if (which === 'submit') {
      const kind = Object.keys(KIND_PATHS).find((k) => path === `/api/v1/workloads/${KIND_PATHS[k]}`);
      if (!kind) return apiError(res, 404, 'Not found', `no route for POST ${path}`);
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return apiError(res, 400, 'Bad request', 'the body is not JSON');
      }
      // What this version takes: a member it does not have is refused, where a real one would drop it.
      const validate = check[kind];
      if (!validate(body)) return apiError(res, 400, 'Bad request', validate.errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; '));
      const project = projects.find((p) => p.id === body.projectId);
      if (!project || project.clusterId !== body.clusterId) return apiError(res, 403, 'Forbidden', `no project ${body.projectId} in cluster ${body.clusterId}`);
      let created;
      const work = async () => {
        if (created) return created;
        const name = body.useGivenNameAsPrefix
          ? `${body.name}-${randomUUID()
              .replaceAll('-', '')
              .slice(0, options.suffixChars ?? 5)}`
          : body.name;
        if (workloads.some((w) => w.name === name && w.projectId === body.projectId && !w.deletedAt)) return undefined;
        created = {
          id: randomUUID(),
          kind,
          name,
          requestedName: body.name,
          projectId: body.projectId,
          clusterId: body.clusterId,
          request: body,
          createdAt: Date.now(),
          plan: plans.get(name) ?? state.plan,
        };
        workloads.push(created);
        return created;
      };
      if (fault && fault.kind !== 'latency' && (await applyFault(fault, req, res, work))) return undefined;
      if (fault?.kind === 'latency') await applyFault(fault, req, res);
      const w = await work();
      if (!w) {
        const said = `workload ${body.name} already exists in project ${project.name}`;
        return state.duplicateStatus === 409 ? apiError(res, 409, 'Conflict', said) : apiError(res, 400, said);
      }
      // 200 until 2.20, 202 from 2.21, with the workload as accepted.
      return send(res, since('2.21') ? 202 : 200, {
        name: w.name,
        requestedName: w.requestedName,
        ...(state.omitWorkloadId ? {} : { workloadId: w.id }),
        projectId: w.projectId,
        departmentId: '1',
        clusterId: w.clusterId,
        createdBy: clientId,
        createdAt: new Date(w.createdAt).toISOString(),
        desiredPhase: 'Running',
        actualPhase: 'Creating',
      });
    }
    if (which === 'metrics') {
      if (await applyFault(fault, req, res)) return undefined;
      const w = workloads.find((x) => x.id === detail[0].split('/')[4]);
      if (!w || options.metrics === false) return apiError(res, 404, 'Not found', 'no metrics for this workload');
      const [types, start, end] = [
        url.searchParams.get('metricType'),
        Date.parse(url.searchParams.get('start') ?? ''),
        Date.parse(url.searchParams.get('end') ?? ''),
      ];
      if (!types || Number.isNaN(start) || Number.isNaN(end)) return apiError(res, 400, 'Bad request', 'metricType, start and end are required');
      const samples = Math.min(Number(url.searchParams.get('numberOfSamples') ?? 20), 1000);
      // Evenly over the range: the step's `utilisation` then, else 75 % while Running and 0 otherwise.
      const values = Array.from({ length: samples }, (_, i) => {
        const at = start + ((end - start) * i) / Math.max(1, samples - 1);
        const step = stepOf(w, at);
        return { value: String(step.utilisation ?? (step.phase === 'Running' ? 75 : 0)), timestamp: new Date(at).toISOString() };
      });
      return send(res, 200, { measurements: types.split(',').map((type) => ({ type, labels: null, values: type === 'GPU_UTILIZATION' ? values : [] })) });
    }
    if (which === 'events') {
      if (await applyFault(fault, req, res)) return undefined;
      const w = workloads.find((x) => x.id === detail[0].split('/')[4] && !x.deletedAt);
      if (!w) return apiError(res, 404, 'Not found', `no workload ${detail[0].split('/')[4]}`);
      // Each step's events, stamped when the step began; newest first, as every version's default.
      const events = begun(w)
        .flatMap(({ step, start }) =>
          (step.events ?? []).map((e) => ({
            id: randomUUID(),
            createdAt: new Date(start).toISOString(),
            type: e.type ?? 'Warning',
            clusterId: w.clusterId,
            message: e.message,
            ...(e.reason ? { reason: e.reason } : {}),
            source: 'kubelet',
            involvedObject: { uid: randomUUID(), kind: 'Pod', name: `${w.name}-0-0`, namespace: `runai-${projectOf(w)?.name ?? 'unknown'}` },
          })),
        )
        .reverse();
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 500);
      return send(res, 200, { events: events.slice(0, limit), ...(events.length > limit ? { next: limit } : {}) });
    }
    if (which === 'list' || which === 'workload') {
      if (await applyFault(fault, req, res)) return undefined;
      expire();
      const one = /^\/api\/v1\/workloads\/([^/]+)$/.exec(path)?.[1];
      if (one) {
        const w = workloads.find((x) => x.id === one && !x.deletedAt);
        return w
          ? send(res, 200, { ...shown(w), ...(since('2.19') ? { pendingSchedulingMessages: stepOf(w).scheduling ?? null } : {}) })
          : apiError(res, 404, 'Not found', `no workload ${one}`);
      }
      if (path !== '/api/v1/workloads') return apiError(res, 404, 'Not found', `no route for GET ${path}`);
      const deleted = url.searchParams.get('deleted') === 'true';
      // Only active workloads, or (deleted=true) only deleted ones.
      const listed = workloads.filter((w) => Date.now() - w.createdAt >= state.listLagMs);
      const all = listed.filter((w) => Boolean(w.deletedAt) === deleted).filter((w) => filters(url).every((f) => matches({ ...w, name: w.name }, f)));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 500, state.pageSize ?? Infinity);
      const page = all.slice(offset, offset + limit);
      return send(res, 200, { workloads: page.map(shown), ...(offset + limit < all.length ? { next: offset + limit } : {}) });
    }
    if (which === 'submitted') {
      if (await applyFault(fault, req, res)) return undefined;
      const kind = Object.keys(KIND_PATHS).find((k) => KIND_PATHS[k] === submitted[1]);
      const w = workloads.find((x) => x.id === submitted[2] && x.kind === kind && !x.deletedAt);
      if (!w) return apiError(res, 404, 'Not found', `no ${kind} ${submitted[2]}`);
      // What the vendor's WorkloadMeta marks required, and the spec as it was sent.
      return send(res, 200, {
        name: w.name,
        requestedName: w.requestedName,
        workloadId: w.id,
        projectId: w.projectId,
        clusterId: w.clusterId,
        createdBy: clientId,
        createdAt: new Date(w.createdAt).toISOString(),
        desiredPhase: 'Running',
        spec: w.request.spec ?? {},
      });
    }
    if (which === 'delete') {
      const match = /^\/api\/v1\/workloads\/(trainings|workspaces|distributed)\/([^/]+)$/.exec(path);
      if (!match) return apiError(res, 404, 'Not found', `no route for DELETE ${path}`);
      const kind = Object.keys(KIND_PATHS).find((k) => KIND_PATHS[k] === match[1]);
      const w = workloads.find((x) => x.id === match[2] && x.kind === kind && !x.deletedAt);
      const work = async () => {
        if (w) remove(w, 'action');
      };
      if (await applyFault(fault, req, res, work)) return undefined;
      if (!w) return apiError(res, 404, 'Not found', `no ${kind} ${match[2]}`);
      await work();
      // 204 without a body until 2.20; 202 with one from 2.21.
      return since('2.21') ? send(res, 202, { code: 202, message: 'Request has been accepted.' }) : send(res, 204);
    }
    return apiError(res, 405, 'Method not allowed', `${req.method} ${path}`);
  };

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (url.pathname.startsWith('/__emulator/')) return control(req, res, url, raw);
      handle(req, res, url, raw).catch((error) => {
        if (!res.headersSent) apiError(res, 500, 'Internal server error', String(error));
      });
    });
  });

  /** The workload whose log a cluster API path names (project, kind, framework, name), if it exists. */
  const loggedWorkload = (match) => {
    const [, project, kind, framework, name] = match.map(decodeURIComponent);
    // A distributed training's log is a training's of its framework (cluster-api.yaml's assumption).
    const w = workloads.find(
      (x) => x.name === name && (x.kind === 'workspace' ? 'workspace' : 'training') === kind && projectOf(x)?.name === project && !x.deletedAt,
    );
    const expected = w?.kind === 'distributed' ? w.request.spec.distributedFramework.toLowerCase() : 'runai';
    return w && framework === expected ? w : undefined;
  };

  // The cluster API's log stream: what each begun step of the plan logged, then each new step's
  // lines as it begins; the socket closes once the workload has ended or is deleted.
  const sockets2 = new WebSocketServer({ noServer: true });
  server.on('upgrade', async (req, socket, head) => {
    const url = new URL(req.url ?? '/', origin);
    const match = LOG_PATH.exec(url.pathname);
    const record = { target: 'logs', method: 'GET', path: req.url, status: 101, body: '' };
    requests.push(record);
    const refuse = (status, text) => {
      record.status = status;
      socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    };
    if (!match || options.clusterApi === false) return refuse(404, 'Not Found');
    if (options.logSocket === false) return refuse(502, 'Bad Gateway');
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    try {
      if (!bearer || revoked.has(bearer)) throw new Error('no bearer');
      await jwtVerify(bearer, verifyKey, { issuer: origin });
    } catch {
      return refuse(401, 'Unauthorized');
    }
    const w = loggedWorkload(match);
    if (!w) return refuse(404, 'Not Found');
    sockets2.handleUpgrade(req, socket, head, (ws) => {
      let sent = 0;
      let lastTick = 0;
      let ticks = 0;
      const flush = () => {
        const steps = begun(w);
        for (; sent < steps.length; sent++) {
          const lines = steps[sent].step.logs ?? [];
          if (!lines.length) continue;
          // In pieces, as a log arrives: frames end mid-line, and every other one is binary.
          const text = `${lines.join('\n')}\n`;
          const size = options.logPieceChars ?? 4096;
          for (let at = 0, n = 0; at < text.length; at += size, n++) {
            const piece = text.slice(at, at + size);
            ws.send(n % 2 ? Buffer.from(piece) : piece, { binary: n % 2 === 1 });
          }
        }
        // A hostile cluster trickles a line now and then and never ends the log.
        if (options.logTrickleMs) {
          if (Date.now() - lastTick >= options.logTrickleMs) {
            lastTick = Date.now();
            ws.send(`tick ${++ticks}\n`);
          }
          return;
        }
        if (w.deletedAt || ENDED.has(phaseOf(w))) {
          clearInterval(timer);
          ws.close(1000, 'the container ended');
        }
      };
      const timer = setInterval(flush, 100);
      const cut = options.logCloseAfterMs ? setTimeout(() => ws.close(1000), options.logCloseAfterMs) : undefined;
      ws.on('close', () => (clearInterval(timer), clearTimeout(cut)));
      flush();
    });
  });

  const controls = {
    /** Sets the phases of the workload of that name, created or to be created. */
    plan(name, plan) {
      plans.set(name, plan);
      for (const w of workloads) if (w.name === name) w.plan = plan;
    },
    /** Deletes a workload as someone else would. */
    deleteWorkload(name) {
      const w = workloads.find((x) => x.name === name && !x.deletedAt);
      if (w) remove(w, 'someone else');
      return Boolean(w);
    },
    revokeTokens() {
      for (const token of issued) revoked.add(token);
    },
    /**
     * A workload that exists before the step: someone else's, or an earlier run's (with its `labels`, as that run sent them).
     * @param {{ name: string, project?: string, createdAt?: number, plan?: { phase: string }[], labels?: Record<string, string> }} workload
     */
    seed({ name, project = 'team-a', createdAt = Date.now() - 3_600_000, plan = [{ phase: 'Running' }], labels }) {
      const p = projects.find((x) => x.name === project);
      workloads.push({
        id: randomUUID(),
        kind: 'training',
        name,
        requestedName: name,
        projectId: p.id,
        clusterId: p.clusterId,
        request: labels ? { spec: { labels: Object.entries(labels).map(([name, value]) => ({ name, value })) } } : {},
        createdAt,
        plan,
        seeded: true,
      });
    },
    inject(...faults) {
      schedule.push(...faults.map((f) => ({ ...f })));
    },
  };
  const control = (req, res, url, raw) => {
    const body = JSON.parse(raw || '{}');
    const action = url.pathname.slice('/__emulator/'.length);
    if (req.method === 'GET' && action === 'workloads') return send(res, 200, { workloads: workloads.map((w) => ({ ...shown(w), deletedBy: w.deletedBy })) });
    if (req.method !== 'POST') return apiError(res, 405, 'Method not allowed', action);
    if (action === 'faults') controls.inject(...(Array.isArray(body) ? body : [body]));
    else if (action === 'plans') {
      // The body the usage documents, {name: [{phase, ms}]}; what it does not understand is said, and nothing is changed.
      const problems = planProblems(body);
      if (problems.length) return apiError(res, 400, 'Bad request', `not a plan: ${problems.join('; ')}`);
      for (const [name, plan] of Object.entries(body)) controls.plan(name, plan);
    } else if (action === 'delete') controls.deleteWorkload(body.name);
    else return apiError(res, 404, 'Not found', `no emulator action ${action}`);
    return send(res, 200, { ok: true });
  };

  return {
    ...controls,
    version,
    baseUrl: origin,
    port,
    clientId,
    clientSecret,
    clusters,
    projects,
    workloads,
    requests,
    issued,
    caCertificate: certificates?.caCert,
    pendingFaults: () => schedule.length,
    /** A workload as the list shows it now (the vendor's full shape). */
    shown,
    configure(changes) {
      Object.assign(state, changes);
    },
    /** A bearer this control plane takes, as a `token` input would give it. */
    issueToken,
    /** The action's inputs for this control plane. */
    settings() {
      return { api: 'workloads', 'base-url': origin, 'client-id': clientId, 'client-secret': clientSecret };
    },
    async close() {
      for (const res of hanging) res.destroy();
      for (const client of sockets2.clients) client.terminate();
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(() => done(undefined)));
    },
  };
}
