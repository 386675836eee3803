// What scripts/build.mjs writes into dist/index.js in place of @actions/core's require("crypto"),
// which it uses for randomUUID() alone (the delimiters of its file commands). The function's own
// source is what the bundle gets, so it uses nothing from outside but the builtin loader it is given.

/** randomUUID() as the bundle gets it: its source is written into dist/index.js. */
export function kernelRandomUUID(requireBuiltin) {
  const { closeSync, openSync, readSync } = requireBuiltin('fs');
  return {
    randomUUID() {
      let fd;
      try {
        fd = openSync('/dev/urandom', 'r');
      } catch {
        return globalThis.crypto.randomUUID();
      }
      const bytes = Buffer.alloc(16);
      try {
        if (readSync(fd, bytes, 0, 16, null) !== 16) return globalThis.crypto.randomUUID();
      } finally {
        closeSync(fd);
      }
      // Version 4, variant 1 (RFC 9562), as crypto.randomUUID() makes them.
      bytes[6] = (bytes[6] & 0x0f) | 0x40;
      bytes[8] = (bytes[8] & 0x3f) | 0x80;
      const hex = bytes.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
