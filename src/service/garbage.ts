// A long log passes through the step as buffers it reads once and drops. V8 frees buffers only
// when it collects, and it collects for outside-heap memory only after about 64 MB more of it
// has been allocated: six sockets that each bring megabytes a second would hold that much
// garbage at any time, which no bound of the step's own could meet. So the readers of logs say
// how many bytes they dropped, and every few megabytes the heap is collected: garbage stays a
// few megabytes, whatever the log (a young-generation collection alone was measured to leave
// 10 to 40 MB more: test/e2e/memory.test.ts).
// The collector is reached as jest's leak detector reaches it, by exposing it at run time.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Bytes read and dropped between two collections. */
const COLLECT_EVERY_BYTES = 2 * 1024 * 1024;

let collect: ((options?: { type: 'major' }) => void) | null | undefined;
let droppedBytes = 0;

/** Counts bytes a log reader has dropped; collects every COLLECT_EVERY_BYTES. */
export function dropped(bytes: number): void {
  droppedBytes += bytes;
  if (droppedBytes < COLLECT_EVERY_BYTES) return;
  droppedBytes = 0;
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as typeof collect;
    } catch {
      collect = null; // a runtime that refuses: V8's own pace stands
    }
  }
  collect?.({ type: 'major' });
}
