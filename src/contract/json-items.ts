// Reads a JSON list as it arrives, one item at a time: a project's jobs or a page of workloads can
// run to megabytes, and a client that parsed the whole body would hold all of it, and every
// object made of it, at once. Here memory is bounded by the largest item, whatever the body's
// size, and each item can be dropped as soon as it is read. The body is bytes: JSON's structural
// characters are ASCII, and no byte of a multi-byte UTF-8 character is, so they are found
// without decoding.

/** What to look for, and the bounds. */
export interface ItemsOptions {
  /** The list is the array under this member of a top-level object (`data`, `workloads`), or the body itself when it is an array. */
  key: string;
  /** Called with each item, parsed. */
  onItem(item: unknown): void;
  /** An item larger than this is skipped, not parsed (default 256 KiB). */
  maxItemBytes?: number;
  /** A top-level member other than the list larger than this is skipped (default 64 KiB). */
  maxMemberBytes?: number;
}

/** What the body held besides its items. */
export interface ItemsRead {
  /** The body was a list: an array, or an object with an array under the key. */
  list: boolean;
  /** Items seen, parsed or not: a page shorter than asked for is the last. */
  items: number;
  /** Items skipped: larger or deeper than the bounds, or not JSON. */
  skipped: number;
  /** The top-level object's other members, parsed (`next`, …). */
  members: Record<string, unknown>;
}

/** The body is not JSON of a list's shape: cut short, or broken. `head` is its start, for a message. */
export class NotAList extends Error {
  head = '';
}

/** Of a body that is not a list, this much is kept to show what it was. */
const HEAD_BYTES = 16 * 1024;

/**
 * Reads a body given as chunks (a Node stream, or a WHATWG ReadableStream: both are async
 * iterable) and calls `onItem` with each item of its list. Throws NotAList when the body is not JSON.
 */
export async function readItems(body: AsyncIterable<Uint8Array>, options: ItemsOptions): Promise<ItemsRead> {
  const reader = new ItemReader(options);
  const head: Uint8Array[] = [];
  let headBytes = 0;
  try {
    for await (const chunk of body) {
      if (headBytes < HEAD_BYTES) {
        head.push(chunk.slice(0, HEAD_BYTES - headBytes));
        headBytes += chunk.length;
      }
      reader.push(chunk);
    }
    return reader.end();
  } catch (error) {
    if (error instanceof NotAList) error.head = decode(head);
    throw error;
  }
}

/** Deeper than any answer of these APIs: an item nested further is skipped, not parsed. */
const MAX_DEPTH = 64;
/** A member name longer than this is no name these APIs use. */
const MAX_KEY_BYTES = 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
const isOpen = (b: number) => b === OPEN_ARRAY || b === OPEN_OBJECT;
const isClose = (b: number) => b === CLOSE_ARRAY || b === CLOSE_OBJECT;

/** One value being read: a member's name, a member's value, or an item. */
interface Value {
  kind: 'key' | 'member' | 'item';
  /** How it ends: a string at its closing quote, a container at its closing bracket, a bare word before the next delimiter. */
  shape: 'string' | 'container' | 'bare';
  depth: number;
  inString: boolean;
  escaped: boolean;
  parts: Uint8Array[];
  bytes: number;
  limit: number;
  skip: boolean;
}

/** Where the reader is, outside the value it is reading. */
type Place =
  | 'start'
  /** In the top-level object, before a member's name, after a comma or the opening brace. */
  | 'before-key'
  | 'before-colon'
  | 'before-value'
  /** After a member's value: a comma or the closing brace. */
  | 'after-value'
  /** In the list, between items. */
  | 'in-list'
  | 'end';

/** The reading itself, a chunk at a time (readItems() feeds it). */
export class ItemReader {
  private place: Place = 'start';
  private top: 'array' | 'object' | undefined;
  private key = '';
  private value: Value | undefined;
  private readonly result: ItemsRead = { list: false, items: 0, skipped: 0, members: {} };

  constructor(private readonly options: ItemsOptions) {}

  push(chunk: Uint8Array): void {
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      const value = this.value;
      if (value) {
        const ends = this.ends(value, b);
        if (ends === undefined) continue;
        this.keep(value, chunk.subarray(from, ends === 'with' ? i + 1 : i));
        this.finish(value);
        // A bare word ends at the delimiter after it, which is the next place's to read.
        if (ends === 'before') i--;
        continue;
      }
      if (isSpace(b)) continue;
      const started = this.step(b);
      if (started) from = i;
    }
    if (this.value) this.keep(this.value, chunk.subarray(from));
  }

  /** Ends the reading: what the body held besides its items. Throws NotAList when it is cut short. */
  end(): ItemsRead {
    if (this.place !== 'end' || this.value) throw new NotAList('the JSON ends early');
    return this.result;
  }

  /** Reads one byte outside any value; true when it starts one. */
  private step(b: number): boolean {
    switch (this.place) {
      case 'start':
        if (b === OPEN_ARRAY) {
          this.top = 'array';
          return this.openList();
        }
        if (b === OPEN_OBJECT) {
          this.top = 'object';
          this.place = 'before-key';
          return false;
        }
        throw new NotAList('not a JSON array or object');
      case 'before-key':
        if (b === CLOSE_OBJECT) return this.close();
        if (b !== QUOTE) throw new NotAList('a member name was expected');
        return this.start('key', b, MAX_KEY_BYTES);
      case 'before-colon':
        if (b !== COLON) throw new NotAList('a colon was expected');
        this.place = 'before-value';
        return false;
      case 'before-value':
        if (b === OPEN_ARRAY && this.key === this.options.key && !this.result.list) return this.openList();
        return this.start('member', b, this.options.maxMemberBytes ?? 64 * 1024);
      case 'after-value':
        if (b === COMMA) this.place = 'before-key';
        else if (b === CLOSE_OBJECT) return this.close();
        else throw new NotAList('a comma was expected');
        return false;
      case 'in-list':
        if (b === COMMA) return false;
        if (b === CLOSE_ARRAY) {
          if (this.top === 'object') this.place = 'after-value';
          else return this.close();
          return false;
        }
        return this.start('item', b, this.options.maxItemBytes ?? 256 * 1024);
      case 'end':
        throw new NotAList('more after the end of the JSON');
    }
  }

  private openList(): false {
    this.result.list = true;
    this.place = 'in-list';
    return false;
  }

  private close(): false {
    this.place = 'end';
    return false;
  }

  private start(kind: Value['kind'], first: number, limit: number): true {
    const shape = first === QUOTE ? 'string' : isOpen(first) ? 'container' : 'bare';
    this.value = { kind, shape, depth: shape === 'container' ? 1 : 0, inString: false, escaped: false, parts: [], bytes: 0, limit, skip: false };
    return true;
  }

  /** Whether the value ends at this byte ('with' it, or 'before' it), or goes on. */
  private ends(value: Value, b: number): 'with' | 'before' | undefined {
    if (value.shape === 'bare') return isSpace(b) || b === COMMA || isClose(b) ? 'before' : undefined;
    const inString = value.shape === 'string' || value.inString;
    if (inString) {
      if (value.escaped) value.escaped = false;
      else if (b === BACKSLASH) value.escaped = true;
      else if (b === QUOTE) {
        if (value.shape === 'string') return 'with';
        value.inString = false;
      }
      return undefined;
    }
    if (b === QUOTE) value.inString = true;
    else if (isOpen(b)) {
      if (++value.depth > MAX_DEPTH) value.skip = true;
    } else if (isClose(b) && --value.depth === 0) return 'with';
    return undefined;
  }

  private keep(value: Value, part: Uint8Array): void {
    if (part.length === 0) return;
    value.bytes += part.length;
    if (value.bytes > value.limit) {
      value.skip = true;
      value.parts = [];
    } else if (!value.skip) value.parts.push(part);
  }

  private finish(value: Value): void {
    this.value = undefined;
    let parsed: { value: unknown } | undefined;
    if (!value.skip) {
      try {
        parsed = { value: JSON.parse(decode(value.parts)) };
      } catch {
        parsed = undefined;
      }
    }
    if (value.kind === 'key') {
      // A name that is not a JSON string, or too long to be one of ours, matches nothing.
      this.key = typeof parsed?.value === 'string' ? parsed.value : '';
      this.place = 'before-colon';
    } else if (value.kind === 'member') {
      if (parsed && !NOT_DATA.has(this.key)) this.result.members[this.key] = parsed.value;
      this.place = 'after-value';
    } else {
      this.result.items++;
      if (parsed) this.options.onItem(parsed.value);
      else this.result.skipped++;
    }
  }
}

/** Keys that are not data in JavaScript are never set on an object. */
const NOT_DATA = new Set(['__proto__', 'constructor', 'prototype']);

const utf8 = new TextDecoder();

function decode(parts: Uint8Array[]): string {
  if (parts.length === 1) return utf8.decode(parts[0]);
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return utf8.decode(whole);
}
