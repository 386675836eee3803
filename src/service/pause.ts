// One pause for every submission of a step: a 429 or 503 means the service is busy for all of
// them, not just the worker that was told.
import { sleep } from './retry.js';

/** When the service says it is busy, every worker holds off until the time it named. */
export class Pause {
  private until = 0;
  constructor(
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}
  extend(ms: number): void {
    this.until = Math.max(this.until, this.now() + ms);
  }
  async passed(): Promise<void> {
    for (let left = this.until - this.now(); left > 0; left = this.until - this.now()) await this.wait(left);
  }
}
