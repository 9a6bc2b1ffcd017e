/**
 * Fault injection for `npm run test:faults`, inert unless FAULT_INJECTION_HOLD is set: a named
 * point the process reaches (`job:<type>:ran`, `upload:stored`, `sweep:offer-expired`,
 * `rotate-keys:batch`) is held there for good, and said on standard output, so the suite can kill
 * the process at exactly that moment (a job whose work is committed but whose end is not recorded;
 * bytes in the store without their row; an offer expired but not committed; a rotation with one
 * batch done). Never set it on a portal that serves anyone: a held point never goes on.
 */

/** The points to hold, read once: comma-separated names. */
const held = new Set(
  (process.env.FAULT_INJECTION_HOLD ?? '')
    .split(',')
    .map((point) => point.trim())
    .filter((point) => point.length > 0),
);

/** The line the suite waits for before it kills the process. */
export function holdingLine(point: string): string {
  return `fault-injection: holding at ${point}`;
}

/** Answers at once, unless `point` is one FAULT_INJECTION_HOLD names: then never. */
export async function faultPoint(point: string): Promise<void> {
  if (!held.has(point)) return;
  process.stdout.write(`${holdingLine(point)}\n`);
  await new Promise<never>(() => undefined);
}
