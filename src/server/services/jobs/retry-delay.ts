/**
 * The wait before a failed job's next attempt: doubling from `baseSeconds` with each attempt, up to
 * `capSeconds`, and drawn at random from the upper half of that, so jobs that failed together
 * (a provider down for a minute) do not all come back at the same moment.
 */
export function retryDelaySeconds(attempt: number, policy: { baseSeconds: number; capSeconds: number }, random: () => number = Math.random): number {
  const ceiling = Math.min(Math.max(policy.capSeconds, policy.baseSeconds), policy.baseSeconds * 2 ** Math.max(0, attempt - 1));
  return ceiling / 2 + (ceiling / 2) * random();
}
