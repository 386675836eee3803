// The floor of `npm run bench`: the least a whole submission can do with @actions/core
// and node:http (bundled by ncc like dist/index.js): one token request, one job, an output and a
// summary. No checks, no retries, no typed client.
import * as core from '@actions/core';
import { request } from 'node:http';

const post = (url, body, headers) =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    });
    req.on('error', reject);
    req.end(body);
  });

const secret = core.getInput('client-secret');
core.setSecret(secret);
const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: core.getInput('client-id'), client_secret: secret });
const { access_token: token } = await post(
  `${core.getInput('auth-url')}/auth/realms/${core.getInput('realm')}/protocol/openid-connect/token`,
  form.toString(),
  { 'content-type': 'application/x-www-form-urlencoded' },
);
core.setSecret(token);
const job = { project: core.getInput('project'), image: core.getInput('image'), gpu: Number(core.getInput('gpu')) };
const created = await post(`${core.getInput('base-url')}/api/v1/jobs`, JSON.stringify({ job }), {
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
});
const name = created.name ?? created.data?.name;
core.info(`created job "${name}".`);
core.setOutput('job-name', name);
await core.summary.addRaw(`Run:ai job ${name} submitted`).write();
