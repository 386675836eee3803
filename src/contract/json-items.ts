// Reads a JSON list as it arrives, an item at a time, so memory is bounded by the largest item, not the body (megabytes
// of jobs or workloads). It reads bytes: JSON's structural characters are ASCII, never part of a multi-byte character.

export interface ItemsOptions {
  /** The list is the array under this member of a top-level object (`data`, `workloads`), or the body itself when it is an array. */
  key: string;
  onItem(item: unknown): void;
}

/** What the body held besides its items. */
export interface ItemsRead {
  /** The body was a list: an array, or an object with an array under the key. */
  list: boolean;
  /** Items seen, parsed or not: a page shorter than asked for is the last. */
  items: number;
  /** The top-level object's other members, parsed (`next`, …). */
  members: Record<string, unknown>;
}

/** The body is not JSON of a list's shape: cut short, or broken. `head` is its start, for a message. */
export class NotAList extends Error {
  head = '';
}

/** Of a body that is not a list, this much is kept to show what it was. */
const HEAD_BYTES = 16 * 1024;

/** Calls `onItem` with each item of the list in a body of chunks (a Node or WHATWG stream). Throws NotAList when it is not JSON. */
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
export const MAX_DEPTH = 64;
/** Larger than any name, item or other top-level member of these APIs' answers: skipped, not parsed. */
const [MAX_KEY_BYTES, MAX_ITEM_BYTES, MAX_MEMBER_BYTES] = [1024, 256 * 1024, 64 * 1024];

const [QUOTE, BACKSLASH, COMMA, COLON] = [0x22, 0x5c, 0x2c, 0x3a];
const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x5b, 0x5d, 0x7b, 0x7d];
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

/** Where the reader is, outside the value it is reading: `before-key` etc. in the top-level object, `in-list` between items. */
type Place = 'start' | 'before-key' | 'before-colon' | 'before-value' | 'after-value' | 'in-list' | 'end';

export class ItemReader {
  private place: Place = 'start';
  private top: 'array' | 'object' | undefined;
  private key = '';
  private value: Value | undefined;
  private readonly result: ItemsRead = { list: false, items: 0, members: {} };

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
        return this.start('member', b, MAX_MEMBER_BYTES);
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
        return this.start('item', b, MAX_ITEM_BYTES);
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
    try {
      if (!value.skip) parsed = { value: JSON.parse(decode(value.parts)) };
    } catch {
      // not JSON: skipped
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
    }
  }
}

/** Keys that are not data in JavaScript are never set on an object. */
const NOT_DATA = new Set(['__proto__', 'constructor', 'prototype']);

const utf8 = new TextDecoder();
/** Decoded as a stream: a character split between chunks stays whole. */
const decode = (parts: Uint8Array[]) => parts.map((part) => utf8.decode(part, { stream: true })).join('') + utf8.decode();
