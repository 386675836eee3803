// A floor for the many-jobs figures of `npm run bench`: the same sweep as the action's, from a bare
// node:http client with keep-alive and no checks, against the same emulator. It prints the
// milliseconds from its token request to its last answer, as the action's own log line does.
// Usage: node sweep-client.mjs SETTINGS_JSON N C
import { Agent, request } from 'node:http';

const [settingsJson, n, c] = process.argv.slice(2);
const settings = JSON.parse(settingsJson);
const agent = new Agent({ keepAlive: true });
const post = (url, body, headers) =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        res.statusCode === 201 || res.statusCode === 200 ? resolve(JSON.parse(Buffer.concat(chunks).toString())) : reject(new Error(`HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end(body);
  });

const started = performance.now();
const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: settings['client-id'], client_secret: settings['client-secret'] });
const { access_token: token } = await post(`${settings['auth-url']}/auth/realms/${settings.realm}/protocol/openid-connect/token`, form.toString(), {
  'content-type': 'application/x-www-form-urlencoded',
});
let next = 0;
const worker = async () => {
  while (next < Number(n)) {
    const seed = next++;
    const job = { project: 'p', image: 'i', environment: { SEED: seed } };
    await post(`${settings['base-url']}/api/v1/jobs`, JSON.stringify({ job }), { 'content-type': 'application/json', authorization: `Bearer ${token}` });
  }
};
await Promise.all(Array.from({ length: Number(c) }, worker));
console.log(`${Math.round(performance.now() - started)}`);
agent.destroy();
