// What is removed from service text cut at a limit: a secret the cut ran through leaves none of its start.
import { describe, expect, it } from 'vitest';
import { mask, redactCut } from '../../src/secrets.js';

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
