// Where the action's lines go (@actions/core's functions, or a test's), and how it writes a duration or a long list in them.

export interface Log {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
  /** Lines until groupEnd() fold under a title, where the host can fold them (a job's log). */
  group?(title: string): void;
  groupEnd?(): void;
  /** While much of what was written has not reached the reader, a promise of when it has: a log followed faster than the runner reads waits
   *  on it rather than queueing in memory. Undefined when there is nothing to wait for. */
  drained?(): Promise<void> | undefined;
}

/** Output queued for a reader beyond which a followed log waits: a pipe to the runner is written asynchronously, so a fast log would queue in memory. */
const MAX_QUEUED_BYTES = 1024 * 1024;

/** A `drained` for a stream: nothing while little is queued, else its next 'drain' (or its end). */
export function drainedOf(stream: NodeJS.WritableStream & { writableLength: number; destroyed: boolean }): () => Promise<void> | undefined {
  return () =>
    stream.writableLength < MAX_QUEUED_BYTES || stream.destroyed
      ? undefined
      : new Promise((resolve) => {
          const done = () => {
            stream.off('drain', done).off('close', done);
            resolve();
          };
          stream.once('drain', done).once('close', done);
        });
}

/** A duration as a person reads it: 250 ms, 1.5 s, 3 min, 2.5 h. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 120) return `${Number(s.toFixed(1))} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${Number((s / 3600).toFixed(1))} h`;
}

/** A list short enough for one line: a sweep of 500 is named by its first 20. */
export const some = (items: string[], most = 20): string =>
  items.length > most ? `${items.slice(0, most).join(', ')} and ${items.length - most} more` : items.join(', ');

/** How many of each word, in the order first met: "480 Succeeded, 20 Failed". */
export const tally = (words: string[], shown: (word: string) => string): string =>
  [...new Set(words)].map((word) => `${words.filter((w) => w === word).length} ${shown(word)}`).join(', ');
