// A local stand-in for the control plane's workloads API (openapi/workloads.yaml, Run:ai 2.18
// and later): both token endpoints (or v2 alone), projects in several clusters, trainings and
// workspaces checked by the validators compiled from our document, workload phases on a plan a
// test chooses, a paged list, delete, and faults injected per endpoint as in emulator.mjs. Tokens
// are JWTs signed at start and verified on every call (signature, expiry), as a gateway would.
import './quiet.mjs';
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import { validateTrainingRequest, validateWorkspaceRequest } from '../../src/contract/generated/workloads-validators.js';
import { makeCertificates } from './certificates.mjs';

/**
 * @typedef {object} Fault
 * @property {'token'|'projects'|'clusters'|'submit'|'list'|'delete'} [target]  default submit
 * @property {'latency'|'status'|'reset'|'hang'} kind
 * @property {number} [ms]  latency
 * @property {number} [status]  status: the code
 * @property {number} [retryAfter]  status: seconds for Retry-After
 * @property {boolean} [create]  submit, ambiguous kinds: create the workload before failing (default true)
 * @property {number} [times]  how many requests it hits (default 1)
 */

/** @type {{phase: string, ms?: number}[]} */
const DEFAULT_PLAN = [{ phase: 'Pending', ms: 1000 }, { phase: 'Running', ms: 2000 }, { phase: 'Completed' }];
const DEFAULT_PROJECTS = [
  { name: 'team-a', clusters: ['cluster-a'] },
  { name: 'shared', clusters: ['cluster-a', 'cluster-b'] },
];

/**
 * @param {object} [options]
 * @param {string} [options.clientId]
 * @param {string} [options.clientSecret]
 * @param {('v1'|'v2')[]} [options.tokenForms]  the token endpoints served (default both)
 * @param {number} [options.tokenTtl]  seconds
 * @param {{name: string, clusters: string[]}[]} [options.projects]  projects and the clusters that have them
 * @param {{phase: string, ms?: number}[]} [options.plan]  the phases every workload goes through
 * @param {boolean} [options.omitWorkloadId]  answer a creation without its workloadId, as a broken service might
 * @param {number} [options.pageSize]  the most workloads a list page holds (default: the limit asked)
 * @param {boolean} [options.tls]
 * @param {string} [options.host]
 * @param {number} [options.port]
 */
export async function startWorkloadsEmulator(options = {}) {
  const clientId = options.clientId ?? 'ci-service-account';
  const clientSecret = options.clientSecret ?? 'emulator-secret';
  const host = options.host ?? '127.0.0.1';
  const state = {
    tokenForms: options.tokenForms ?? ['v1', 'v2'],
    tokenTtl: options.tokenTtl ?? 3600,
    plan: options.plan ?? DEFAULT_PLAN,
    pageSize: options.pageSize,
    omitWorkloadId: options.omitWorkloadId ?? false,
  };
  const clusterNames = [...new Set((options.projects ?? DEFAULT_PROJECTS).flatMap((p) => p.clusters))];
  const clusters = clusterNames.map((name, i) => ({ uuid: `c0ffee00-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, name, version: '2.20' }));
  let nextProjectId = 1;
  const projects = (options.projects ?? DEFAULT_PROJECTS).flatMap((p) =>
    p.clusters.map((c) => ({ id: String(nextProjectId++), name: p.name, clusterId: clusters.find((k) => k.name === c).uuid, parentId: null })),
  );
  /** Every workload created, in order: { id, kind, name, requestedName, projectId, clusterId, request, createdAt, plan, deletedAt?, deletedBy? } */
  const workloads = [];
  /** Every request seen: { target, method, path, status, body }. */
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

  const send = (res, status, body, headers = {}) => {
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
    if (fault.kind === 'status' && (fault.status === 429 || fault.status === 503)) {
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
    if (fault.kind === 'status') apiError(res, fault.status ?? 500, 'Internal server error', 'emulated fault');
    else if (fault.kind === 'reset') req.socket.resetAndDestroy();
    else if (fault.kind === 'hang') hanging.add(res);
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

  const phaseOf = (w) => {
    if (w.deletedAt) return 'Deleting';
    let left = Date.now() - w.createdAt;
    for (const step of w.plan) {
      if (step.ms === undefined || left < step.ms) return step.phase;
      left -= step.ms;
    }
    return w.plan.at(-1)?.phase ?? 'Unknown';
  };
  const shown = (w) => ({
    id: w.id,
    name: w.name,
    type: w.kind === 'training' ? 'Training' : 'Workspace',
    projectId: w.projectId,
    clusterId: w.clusterId,
    phase: phaseOf(w),
    createdAt: new Date(w.createdAt).toISOString(),
  });
  /** `filterBy=a==1,b==2` as {a: '1', b: '2'}. */
  const filters = (url) =>
    Object.fromEntries(
      (url.searchParams.get('filterBy') ?? '')
        .split(',')
        .filter(Boolean)
        .map((f) => f.split('==')),
    );

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
      const form = path === '/api/v1/token' ? 'v1' : 'v2';
      const fault = target('token');
      record.form = form;
      if (await applyFault(fault, req, res)) return undefined;
      if (!state.tokenForms.includes(form)) return apiError(res, 404, 'Not found', `no route for POST ${path}`);
      let id;
      let secret;
      if (form === 'v1') {
        const body = JSON.parse(raw || '{}');
        if (body.grantType !== 'client_credentials') return apiError(res, 400, 'Bad request', 'unsupported grantType');
        [id, secret] = [body.clientID, body.clientSecret];
      } else {
        const body = new URLSearchParams(raw);
        if (body.get('grant_type') !== 'client_credentials') return apiError(res, 400, 'Bad request', 'unsupported grant_type');
        [id, secret] = [body.get('client_id'), body.get('client_secret')];
      }
      if (id !== clientId || secret !== clientSecret) return apiError(res, 401, 'Unauthorized', 'invalid client credentials');
      const token = await issueToken();
      // An id token and a refresh token come too, as the control plane sends them: secrets to mask.
      const [idToken, refreshToken] = [await issueToken(), await issueToken()];
      return send(
        res,
        200,
        form === 'v1'
          ? { accessToken: token, idToken, refreshToken, expiresIn: state.tokenTtl }
          : { access_token: token, id_token: idToken, refresh_token: refreshToken, token_type: 'Bearer', expires_in: state.tokenTtl },
      );
    }

    const api =
      path === '/api/v1/org-unit/projects' ? 'projects' : path === '/api/v1/clusters' ? 'clusters' : path.startsWith('/api/v1/workloads') ? undefined : 'none';
    if (api === 'none') return apiError(res, 404, 'Not found', `no route for ${req.method} ${path}`);
    const which = api ?? (req.method === 'POST' ? 'submit' : req.method === 'DELETE' ? 'delete' : req.method === 'GET' ? 'list' : 'none');
    const fault = target(which);
    if (!(await authorize(req, res))) return undefined;

    if (which === 'projects') {
      if (await applyFault(fault, req, res)) return undefined;
      const { name } = filters(url);
      return send(res, 200, { projects: projects.filter((p) => name === undefined || p.name === name) });
    }
    if (which === 'clusters') {
      if (await applyFault(fault, req, res)) return undefined;
      return send(res, 200, clusters);
    }
    if (which === 'submit') {
      const kind = path === '/api/v1/workloads/trainings' ? 'training' : path === '/api/v1/workloads/workspaces' ? 'workspace' : undefined;
      if (!kind) return apiError(res, 404, 'Not found', `no route for POST ${path}`);
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return apiError(res, 400, 'Bad request', 'the body is not JSON');
      }
      const validate = kind === 'training' ? validateTrainingRequest : validateWorkspaceRequest;
      if (!validate(body)) return apiError(res, 400, 'Bad request', validate.errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; '));
      const project = projects.find((p) => p.id === body.projectId);
      if (!project || project.clusterId !== body.clusterId) return apiError(res, 403, 'Forbidden', `no project ${body.projectId} in cluster ${body.clusterId}`);
      let created;
      const work = async () => {
        if (created) return created;
        const name = body.useGivenNameAsPrefix ? `${body.name}-${randomUUID().slice(0, 5)}` : body.name;
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
      if (!w) return apiError(res, 409, 'Conflict', `a workload named ${body.name} exists in the project`);
      return send(res, 202, {
        name: w.name,
        requestedName: w.requestedName,
        ...(state.omitWorkloadId ? {} : { workloadId: w.id }),
        projectId: w.projectId,
        clusterId: w.clusterId,
        createdAt: new Date(w.createdAt).toISOString(),
        desiredPhase: 'Running',
        actualPhase: 'Creating',
      });
    }
    if (which === 'list') {
      if (await applyFault(fault, req, res)) return undefined;
      const one = /^\/api\/v1\/workloads\/([^/]+)$/.exec(path)?.[1];
      if (one) {
        const w = workloads.find((x) => x.id === one && !x.deletedAt);
        return w ? send(res, 200, shown(w)) : apiError(res, 404, 'Not found', `no workload ${one}`);
      }
      if (path !== '/api/v1/workloads') return apiError(res, 404, 'Not found', `no route for GET ${path}`);
      const { projectId } = filters(url);
      const all = workloads.filter((w) => !w.deletedAt && (projectId === undefined || w.projectId === projectId));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), state.pageSize ?? Infinity);
      const page = all.slice(offset, offset + limit);
      return send(res, 200, { workloads: page.map(shown), ...(offset + limit < all.length ? { next: offset + limit } : {}) });
    }
    if (which === 'delete') {
      const match = /^\/api\/v1\/workloads\/(trainings|workspaces)\/([^/]+)$/.exec(path);
      if (!match) return apiError(res, 404, 'Not found', `no route for DELETE ${path}`);
      const kind = match[1] === 'trainings' ? 'training' : 'workspace';
      const w = workloads.find((x) => x.id === match[2] && x.kind === kind && !x.deletedAt);
      const work = async () => {
        if (w && !w.deletedAt) Object.assign(w, { deletedAt: Date.now(), deletedBy: 'action' });
      };
      if (await applyFault(fault, req, res, work)) return undefined;
      if (!w) return apiError(res, 404, 'Not found', `no ${kind} ${match[2]}`);
      await work();
      return send(res, 202, { code: 202, message: 'Request has been accepted.' });
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

  const controls = {
    /** Sets the phases of the workload of that name, created or to be created. */
    plan(name, plan) {
      plans.set(name, plan);
      for (const w of workloads) if (w.name === name) w.plan = plan;
    },
    /** Deletes a workload as someone else would. */
    deleteWorkload(name) {
      const w = workloads.find((x) => x.name === name && !x.deletedAt);
      if (w) Object.assign(w, { deletedAt: Date.now(), deletedBy: 'someone else' });
      return Boolean(w);
    },
    revokeTokens() {
      for (const token of issued) revoked.add(token);
    },
    /** A workload that exists before the step: someone else's, or an earlier run's. */
    seed({ name, project = 'team-a', createdAt = Date.now() - 3_600_000, plan = [{ phase: 'Running' }] }) {
      const p = projects.find((x) => x.name === project);
      workloads.push({
        id: randomUUID(),
        kind: 'training',
        name,
        requestedName: name,
        projectId: p.id,
        clusterId: p.clusterId,
        request: {},
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
    else if (action === 'plans') for (const [name, plan] of Object.entries(body)) controls.plan(name, plan);
    else if (action === 'delete') controls.deleteWorkload(body.name);
    else return apiError(res, 404, 'Not found', `no emulator action ${action}`);
    return send(res, 200, { ok: true });
  };

  return {
    ...controls,
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
    configure(changes) {
      Object.assign(state, changes);
    },
    /** The action's inputs for this control plane. */
    settings() {
      return { api: 'workloads', 'base-url': origin, 'client-id': clientId, 'client-secret': clientSecret };
    },
    async close() {
      for (const res of hanging) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(() => done(undefined)));
    },
  };
}
