// The delimiters of a step's output and state files come from the function scripts/build.mjs writes
// into the bundle for @actions/core's randomUUID(): random version 4 UUIDs from the kernel's
// source, or from the Web Crypto global where the kernel has no /dev/urandom (a Windows runner).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { kernelRandomUUID } from '../../scripts/kernel-uuid.mjs';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const requireBuiltin = createRequire(import.meta.url);

describe('the UUIDs of the file commands', () => {
  it('are version 4 UUIDs, a new one each time', () => {
    const { randomUUID } = kernelRandomUUID(requireBuiltin);
    const made = Array.from({ length: 200 }, () => randomUUID());
    for (const uuid of made) expect(uuid).toMatch(V4);
    expect(new Set(made).size).toBe(made.length);
  });

  it('come from the Web Crypto global where /dev/urandom cannot be opened or read in full', () => {
    const fs = requireBuiltin('node:fs') as typeof import('node:fs');
    const closed: number[] = [];
    const noDevice = {
      ...fs,
      openSync: () => {
        throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      },
    };
    const shortRead = { ...fs, openSync: () => 42, readSync: () => 3, closeSync: (fd: number) => closed.push(fd) };
    for (const stand of [noDevice, shortRead]) {
      const { randomUUID } = kernelRandomUUID((name: string) => (name === 'fs' ? stand : requireBuiltin(name)));
      expect(randomUUID()).toMatch(V4);
    }
    // The descriptor of a short read is closed all the same.
    expect(closed).toEqual([42]);
  });
});
