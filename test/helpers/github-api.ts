// GitHub's REST API for a pull request's comments (and a commit's pull requests), on loopback (GITHUB_API_URL): it records every
// call, keeps the comments, and answers with a status a test sets (403, 404, 422, 5xx) as often
// as it says.
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const eventsDir = mkdtempSync(join(tmpdir(), 'pr-event-'));

/** A GitHub event file, as the runner writes one for GITHUB_EVENT_PATH: its path. */
export function eventFile(name: string, payload: object): string {
  const path = join(eventsDir, `${name}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

export interface GithubApi {
  url: string;
  calls: { method: string; path: string; body?: { body?: string } }[];
  comments: { id: number; body: string; html_url: string; user: { login: string; type: string } }[];
  /** The pull requests GitHub associates with a commit (`GET …/commits/{sha}/pulls`), by its sha: none unless a test sets them. */
  pulls: Record<
    string,
    { number: number; merged_at: string | null; merge_commit_sha: string | null; head: { sha: string }; base: { repo: { full_name: string } } }[]
  >;
  /** The next `times` calls of `method` (any, by default) answer `status`, with `message` and `headers` (a rate limit's) if given. */
  fail(status: number, times?: number, method?: string, said?: { message?: string; headers?: Record<string, string> }): void;
  /** The next call of `method` is carried out, then answered `status` (a gateway's 502 after GitHub wrote). */
  failAfter(status: number, method: string): void;
  /** The next call of `method` is never answered. */
  hang(method: string): void;
  close(): Promise<void>;
}

export async function startGithubApi(): Promise<GithubApi> {
  const calls: GithubApi['calls'] = [];
  const comments: GithubApi['comments'] = [];
  const pulls: GithubApi['pulls'] = {};
  const failures: { status: number; method?: string; said?: { message?: string; headers?: Record<string, string> } }[] = [];
  const afterwards: { status: number; method: string }[] = [];
  let next = 1000;
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return text ? (JSON.parse(text) as { body?: string }) : undefined;
  };
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = await read(req);
    calls.push({ method: req.method ?? 'GET', path, ...(body ? { body } : {}) });
    const late = afterwards.findIndex((f) => f.method === req.method);
    const lateStatus = late >= 0 ? afterwards.splice(late, 1)[0]!.status : undefined;
    const answer = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      if (lateStatus !== undefined) [status, value] = [lateStatus, { message: 'Bad gateway' }];
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
    };
    const failure = failures.findIndex((f) => !f.method || f.method === req.method);
    if (failure >= 0 && failures[failure]!.status === 0) return void failures.splice(failure, 1);
    if (failure >= 0) {
      const { status, said } = failures.splice(failure, 1)[0]!;
      return answer(status, { message: said?.message ?? 'refused by the test' }, said?.headers);
    }
    // A job's token (ghs_) writes as github-actions[bot]; a person's token as that person, who GET /user names.
    const person = !String(req.headers.authorization).includes('ghs_');
    const user = person ? { login: 'ml-engineer', type: 'User' } : { login: 'github-actions[bot]', type: 'Bot' };
    if (path === '/user') return person ? answer(200, user) : answer(403, { message: 'Resource not accessible by integration' });
    const commit = /^\/repos\/[^/]+\/[^/]+\/commits\/([0-9a-f]+)\/pulls$/.exec(path);
    if (commit && req.method === 'GET') return answer(200, pulls[commit[1]!] ?? []);
    const issue = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path);
    const comment = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path);
    if (issue && req.method === 'GET') return answer(200, comments);
    if (issue && req.method === 'POST') {
      const made = {
        id: next++,
        body: body?.body ?? '',
        html_url: `https://github.com/${issue[1]}/${issue[2]}/pull/${issue[3]}#issuecomment-${next}`,
        user,
      };
      comments.push(made);
      return answer(201, made);
    }
    const found = comment && comments.find((c) => c.id === Number(comment[3]));
    if (found && req.method === 'GET') return answer(200, found);
    // A job's token may not edit another app's comment (one an earlier run wrote with another app's token).
    if (found && req.method === 'PATCH' && !person && found.user.type === 'Bot' && found.user.login !== user.login)
      return answer(403, { message: 'Resource not accessible by integration' });
    if (found && req.method === 'PATCH') {
      found.body = body?.body ?? '';
      return answer(200, found);
    }
    return answer(404, { message: 'Not Found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    comments,
    pulls,
    fail: (status, times = 1, method, said) => {
      for (let i = 0; i < times; i++) failures.push({ status, ...(method ? { method } : {}), ...(said ? { said } : {}) });
    },
    failAfter: (status, method) => void afterwards.push({ status, method }),
    hang: (method) => void failures.push({ status: 0, method }),
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
