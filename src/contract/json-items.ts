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

const broken = () => new NotAList('not JSON of a list, or cut short');

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
const LIMITS = { key: 1024, item: 256 * 1024, member: 64 * 1024 };
/** The other members in all: past it, one more is skipped, so that a page of many is not held whole. */
const MEMBERS_BYTES = 64 * 1024;

const [QUOTE, BACKSLASH, COMMA, COLON] = [0x22, 0x5c, 0x2c, 0x3a];
const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x5b, 0x5d, 0x7b, 0x7d];
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
const isOpen = (b: number) => b === OPEN_ARRAY || b === OPEN_OBJECT;
const isClose = (b: number) => b === CLOSE_ARRAY || b === CLOSE_OBJECT;

/** One value being read: a member's name, a member's value, or an item. */
interface Value {
  kind: keyof typeof LIMITS;
  /** A bare word ends before the next delimiter; a string at its closing quote, a container at its closing bracket (depth 0). */
  bare: boolean;
  depth: number;
  inString: boolean;
  escaped: boolean;
  /** Its bytes so far; undefined once it is too large or too deep to parse. */
  parts: Uint8Array[] | undefined;
  bytes: number;
}

/** Where the reader is, outside the value it is reading: `before-key` etc. in the top-level object, `in-list` between items. */
type Place = 'start' | 'before-key' | 'before-colon' | 'before-value' | 'after-value' | 'in-list' | 'end';

class ItemReader {
  private place: Place = 'start';
  private inObject = false;
  private key = '';
  private value: Value | undefined;
  private readonly result: ItemsRead = { list: false, items: 0, members: {} };
  private membersBytes = 0;

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
        if (ends === 'before') i--; // a bare word ends at the delimiter after it, which is the next place's to read
      } else if (!isSpace(b)) {
        this.step(b);
        if (this.value) from = i;
      }
    }
    if (this.value) this.keep(this.value, chunk.subarray(from));
  }

  /** Ends the reading: what the body held besides its items. Throws NotAList when it is cut short. */
  end(): ItemsRead {
    if (this.place !== 'end') throw broken();
    return this.result;
  }

  /** Reads one byte outside any value: a delimiter, or the start of a value. */
  private step(b: number): void {
    const place = this.place;
    if (place === 'start' && b === OPEN_OBJECT) {
      this.inObject = true;
      this.place = 'before-key';
    } else if (b === OPEN_ARRAY && (place === 'start' || (place === 'before-value' && this.key === this.options.key && !this.result.list))) {
      this.result.list = true;
      this.place = 'in-list';
    } else if (place === 'before-key' && b === QUOTE) this.start('key', b);
    else if (place === 'before-colon' && b === COLON) this.place = 'before-value';
    else if (place === 'before-value') this.start('member', b);
    else if (place === 'after-value' && b === COMMA) this.place = 'before-key';
    else if ((place === 'before-key' || place === 'after-value') && b === CLOSE_OBJECT) this.place = 'end';
    else if (place === 'in-list' && b === CLOSE_ARRAY) this.place = this.inObject ? 'after-value' : 'end';
    else if (place === 'in-list' && b !== COMMA) this.start('item', b);
    else if (place !== 'in-list') throw broken();
  }

  private start(kind: Value['kind'], first: number): void {
    const string = first === QUOTE;
    const depth = isOpen(first) ? 1 : 0;
    const skipped = kind === 'member' && this.membersBytes >= MEMBERS_BYTES;
    this.value = { kind, bare: !string && !depth, depth, inString: string, escaped: false, parts: skipped ? undefined : [], bytes: 0 };
  }

  /** Whether the value ends at this byte ('with' it, or 'before' it), or goes on. */
  private ends(value: Value, b: number): 'with' | 'before' | undefined {
    if (value.bare) return isSpace(b) || b === COMMA || isClose(b) ? 'before' : undefined;
    if (value.inString) {
      if (value.escaped) value.escaped = false;
      else if (b === BACKSLASH) value.escaped = true;
      else if (b === QUOTE) value.inString = false;
      return !value.inString && value.depth === 0 ? 'with' : undefined;
    }
    if (b === QUOTE) value.inString = true;
    else if (isOpen(b) && ++value.depth > MAX_DEPTH) value.parts = undefined;
    else if (isClose(b) && --value.depth === 0) return 'with';
  }

  private keep(value: Value, part: Uint8Array): void {
    if (part.length === 0) return;
    value.bytes += part.length;
    if (value.bytes > LIMITS[value.kind]) value.parts = undefined;
    else value.parts?.push(part);
  }

  private finish(value: Value): void {
    this.value = undefined;
    let parsed: { value: unknown } | undefined;
    try {
      if (value.parts) parsed = { value: JSON.parse(decode(value.parts)) };
    } catch {
      // not JSON: skipped
    }
    if (value.kind === 'key') {
      // A name that is not a JSON string, or too long to be one of ours, matches nothing.
      this.key = typeof parsed?.value === 'string' ? parsed.value : '';
      this.place = 'before-colon';
    } else if (value.kind === 'member') {
      if (parsed && !NOT_DATA.has(this.key)) this.result.members[this.key] = parsed.value;
      if (parsed) this.membersBytes += value.bytes;
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
