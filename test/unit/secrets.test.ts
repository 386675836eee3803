// What is removed from service text cut at a limit: a secret the cut ran through leaves none of its start.
import { describe, expect, it } from 'vitest';
import { mask, redact, redactCut } from '../../src/secrets.js';

describe('a secret a server echoes', () => {
  it('is hidden in every form an escaper of a common language writes it, and in base64', () => {
    const secret = `Zq8v"Kp3m'W7*x/Yt2Lr`;
    mask(secret);
    const echoes = [
      'Zq8v%22Kp3m%27W7%2Ax%2FYt2Lr', // Go's url.QueryEscape
      'Zq8v%22Kp3m%27W7%2ax%2fYt2Lr', // the same in small letters
      "Zq8v%22Kp3m'W7*x%2fYt2Lr", // JavaScript's, in small letters
      'Zq8v&#34;Kp3m&#39;W7*x/Yt2Lr', // Go's html.EscapeString
      'Zq8v&quot;Kp3m&#x27;W7*x/Yt2Lr', // Python's html.escape
      Buffer.from(secret).toString('base64'),
    ];
    for (const echo of echoes) expect(redact(`refused: ${echo}.`), echo).toBe('refused: ***.');
  });
});

describe('text cut at a limit', () => {
  it('loses the longest start of any secret at its end, not the first that matches a character, and a character the cut split', () => {
    mask('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjaSJ9.c2lnbmF0dXJl');
    mask('Xk9-Qe2');
    expect(redactCut('…client_secret=Xk9-Qe')).toBe('…client_secret=***');
    expect(redactCut('Authorization: Bearer eyJhbGciOiJSUz')).toBe('Authorization: Bearer ***');
    expect(redactCut('a whole Xk9-Qe2 and more.')).toBe('a whole *** and more.');
    expect(redactCut('nothing of one at the end.')).toBe('nothing of one at the end.');
    expect(redactCut('secret Xk9-Q\uFFFD')).toBe('secret ***');
  });
});

it('a proxy’s password (HTTPS_PROXY) is masked once the proxy is read, as written and decoded, before anything can print it', async () => {
  const { proxyFor } = await import('../../src/host/http.js');
  const { redact } = await import('../../src/secrets.js');
  const before = process.env.HTTPS_PROXY;
  process.env.HTTPS_PROXY = 'http://ci-user:Proxy%40Passw0rd@127.0.0.1:3128';
  try {
    expect(proxyFor(new URL('https://tenant.run.ai/api/v1/token'))?.host).toBe('127.0.0.1:3128');
    expect(redact('Creating new HttpsProxyAgent instance: http://ci-user:Proxy%40Passw0rd@127.0.0.1:3128/')).not.toContain('Passw0rd');
    expect(redact('Proxy@Passw0rd')).toBe('***');
  } finally {
    if (before === undefined) delete process.env.HTTPS_PROXY;
    else process.env.HTTPS_PROXY = before;
  }
});
