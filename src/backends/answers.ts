// What a backend makes of a success that is not the answer it expected: a page from something in
// the way (a proxy's sign-in page, a gateway's), refused with its status and what it showed.
import type { ServiceFailure } from '../errors.js';
import type { ReadAnswer } from '../service/call.js';

/** The failure of an answer that is not the list expected: a success that is something else, or a refusal in the service's words. */
export function notAList(expected: string, answer: ReadAnswer<unknown>): ServiceFailure {
  const ok = answer.status >= 200 && answer.status < 300;
  return ok ? answer.refuse(answer.unread ?? `not a ${expected}${answer.said() ? `: ${answer.said()}` : ''}`) : answer.refuse();
}
