// The Researcher API writes durations as text (`1h30m`); the workloads API and the Swagger file's job take seconds.
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `1h30m` → 5400: whole seconds, rounded up so that nothing ends sooner. */
export function durationSeconds(duration: string): number {
  let ms = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+)(ms|s|m|h|d)/g)) ms += Number(amount) * UNIT_MS[unit!]!;
  return Math.ceil(ms / 1000);
}
