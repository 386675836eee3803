// What a call to the service is for, and its policy: its name in messages, its address input, what is retried, what of an error is shown, the
// fix for each status. Each backend defines its own (backends/*/operations.ts); the rules they share are in retry.ts.
export interface Operation {
  /** How a message names it: "the token request". */
  title: string;
  /** The input that holds its address: the fix for a network failure or a redirect names it. */
  addressInput: string;
  /** Whether a call can create something, so that an ambiguous failure may have done so. */
  creates: boolean;
  /** A token request: when it fails, every other call of the step would fail the same way. */
  token?: boolean;
  /** May this failure be tried again? `named`: the call carries an explicit name, so a second attempt meets the first's result (409), not a new one. */
  isRetryable(error: unknown, named: boolean): boolean;
  /** The service's own words in an error answer, as far as they may be shown. */
  said(body: unknown): string;
  /** The fix for a status, where this operation has its own; the rest are common (errors.ts). */
  hints: Partial<Record<number, string>>;
  /** Whether a refusal says the name is taken (a create's 409, or what else the service answers then); its hint is the 409 one. */
  isDuplicate?(status: number, said: string): boolean;
}
