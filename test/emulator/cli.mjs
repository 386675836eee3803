#!/usr/bin/env node
// `npm run emulator [-- options]`: serves the emulator until stopped. Its first line on stdout is
// one JSON object with the action's connection inputs, so a workflow or a script can read it.
//   --port N  --host H  --prefix /researcher  --realm R  --client-id ID  --client-secret S
//   --token-ttl SECONDS  --token-mode access|access+id|id-only  --accepts any|access|id
//   --projects a,b  --envelope name|data  --tls  --latency-ms N (added to every job request)
//   --plan Pending:1,Running:2,Succeeded   the states every job goes through, seconds each
//   --list-forms plural,singular,legacy  --delete-forms …   the documented paths served
//   --list-shape data|bare  --created-at ms|s|iso|none
//   --submit-forms plural,singular,legacy   the documented submission paths served
//   --api workloads   a control plane instead (workloads.mjs): --version 2.18 … 2.24 (the vendor
//   version played, default 2.24), --client-id, --client-secret, --token-ttl, --tls, --port,
//   --host, --plan Pending:1,Running:2,Completed (phases), --token-forms v2
// While it runs: POST /__emulator/faults, /__emulator/plans ({name: [{status, ms}]}; with --api workloads {name: [{phase, ms}]}),
// /__emulator/delete ({name}: deleted by someone else), /__emulator/seed ({name, project, createdAt}).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from './emulator.mjs';
import { startWorkloadsEmulator } from './workloads.mjs';

/** The usage: the comment above, as a person asks for it. */
const USAGE = `Usage: npm run emulator [-- options]: serves the emulator until stopped; its first line on stdout is
the action's connection inputs as JSON.
  --port N  --host H  --prefix /researcher  --realm R  --client-id ID  --client-secret S
  --token-ttl SECONDS  --token-mode access|access+id|id-only  --accepts any|access|id
  --projects a,b  --envelope name|data  --tls  --latency-ms N (added to every job request)
  --plan Pending:1,Running:2,Succeeded   the states every job goes through, seconds each
  --list-forms plural,singular,legacy  --delete-forms …   the documented paths served
  --list-shape data|bare  --created-at ms|s|iso|none
  --submit-forms plural,singular,legacy   the documented submission paths served
  --api workloads   a control plane instead: --version 2.18 … 2.24 (default 2.24), --client-id,
    --client-secret, --token-ttl, --tls, --port, --host, --plan Pending:1,Running:2,Completed, --token-forms v2`;

let parsed;
try {
  parsed = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h' },
      port: { type: 'string' },
      host: { type: 'string' },
      prefix: { type: 'string' },
      realm: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'token-ttl': { type: 'string' },
      'token-mode': { type: 'string' },
      accepts: { type: 'string' },
      projects: { type: 'string' },
      envelope: { type: 'string' },
      tls: { type: 'boolean' },
      'latency-ms': { type: 'string' },
      plan: { type: 'string' },
      'list-forms': { type: 'string' },
      'delete-forms': { type: 'string' },
      'list-shape': { type: 'string' },
      'created-at': { type: 'string' },
      api: { type: 'string' },
      'token-forms': { type: 'string' },
      'submit-forms': { type: 'string' },
      version: { type: 'string' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const plan = values.plan ? parsePlan(values.plan) : undefined;
const emulator =
  values.api === 'workloads'
    ? await startWorkloadsEmulator({
        port: values.port ? Number(values.port) : undefined,
        host: values.host,
        clientId: values['client-id'],
        clientSecret: values['client-secret'],
        tokenTtl: values['token-ttl'] ? Number(values['token-ttl']) : undefined,
        version: values.version,
        tokenForms: /** @type {any} */ (values['token-forms']?.split(',')),
        plan: plan?.map(({ status, ms }) => ({ phase: status, ms })),
        tls: values.tls,
      })
    : await startEmulator({
        port: values.port ? Number(values.port) : undefined,
        host: values.host,
        prefix: values.prefix,
        realm: values.realm,
        clientId: values['client-id'],
        clientSecret: values['client-secret'],
        tokenTtl: values['token-ttl'] ? Number(values['token-ttl']) : undefined,
        tokenMode: /** @type {any} */ (values['token-mode']),
        accepts: /** @type {any} */ (values.accepts),
        projects: values.projects?.split(',').map((p) => p.trim()),
        envelope: /** @type {any} */ (values.envelope),
        tls: values.tls,
        latencyMs: values['latency-ms'] ? Number(values['latency-ms']) : undefined,
        plan,
        submitForms: /** @type {any} */ (values['submit-forms']?.split(',')),
        listForms: /** @type {any} */ (values['list-forms']?.split(',')),
        deleteForms: /** @type {any} */ (values['delete-forms']?.split(',')),
        listShape: /** @type {any} */ (values['list-shape']),
        createdAt: /** @type {any} */ (values['created-at']),
      });

/** `Pending:1,Running:2,Succeeded` → [{status: 'Pending', ms: 1000}, …]; the last step lasts. */
function parsePlan(text) {
  return text.split(',').map((step) => {
    const [status, seconds] = step.split(':');
    return seconds === undefined ? { status } : { status, ms: Number(seconds) * 1000 };
  });
}

const settings = emulator.settings();
/** Where the CA's PEM is written for `ca-certificates`; removed when the emulator stops. */
let caDir;
if (emulator.caCertificate) {
  caDir = mkdtempSync(join(tmpdir(), 'runai-emulator-'));
  const path = join(caDir, 'ca.pem');
  writeFileSync(path, emulator.caCertificate);
  settings['ca-certificates'] = path;
}
// Ready to stop cleanly before anyone is told where it is.
const stop = async () => {
  await emulator.close();
  if (caDir) rmSync(caDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.stdout.write(`${JSON.stringify(settings)}\n`);
process.stderr.write(
  values.api === 'workloads'
    ? `Run:ai ${emulator.version} control-plane emulator: workloads at ${emulator.baseUrl}/api/v1/workloads, tokens at ${emulator.baseUrl}/api/v1/token. Ctrl-C stops it.\n`
    : `Run:ai emulator: jobs at ${emulator.baseUrl}/api/v1/jobs, tokens at ${emulator.authUrl}/auth/realms/${emulator.realm}/protocol/openid-connect/token. Ctrl-C stops it.\n`,
);
