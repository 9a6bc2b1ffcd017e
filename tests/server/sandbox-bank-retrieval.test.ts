/**
 * The sandbox bank keeps its delay without sleeping: the first ask for statements answers 'still
 * preparing' with when to ask again, the moment they are ready travels in the progress token (so
 * any instance may ask next), and once that moment has passed the statements come.
 */
import { describe, expect, it } from 'vitest';
import { isRetrievalPending } from '../../src/server/providers/bank-data/bank-data-provider';
import { createSandboxBankDataProvider, SANDBOX_GOOD_USER, SANDBOX_PASSWORD } from '../../src/server/providers/bank-data/sandbox/sandbox-bank-data-provider';

describe('the sandbox bank retrieving statements', () => {
  const period = { from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-11-27T00:00:00Z') };

  it('answers still preparing until its delay has passed, then the statements', async () => {
    let clock = 1_000_000;
    const sandbox = createSandboxBankDataProvider({ retrievalDelayMs: 2_000, now: () => clock });
    const connected = await sandbox.connect({ bankId: 'cba', username: SANDBOX_GOOD_USER, password: SANDBOX_PASSWORD });

    const first = await sandbox.retrieve(connected.reference, period);
    expect(first).toMatchObject({ kind: 'pending', retryAfterSeconds: 2 });
    if (!isRetrievalPending(first)) throw new Error('expected a pending answer');

    clock += 1_500;
    const second = await createSandboxBankDataProvider({ retrievalDelayMs: 2_000, now: () => clock }).retrieve(connected.reference, period, first.progress);
    expect(second).toMatchObject({ kind: 'pending', retryAfterSeconds: 0.5, progress: first.progress });

    clock += 500;
    const ready = await sandbox.retrieve(connected.reference, period, first.progress);
    expect(isRetrievalPending(ready)).toBe(false);
    expect(ready).toMatchObject({ from: '2026-06-01', to: '2026-11-27', accounts: expect.arrayContaining([expect.objectContaining({ kind: 'business' })]) });
  });

  it('answers at once without a delay', async () => {
    const sandbox = createSandboxBankDataProvider({ retrievalDelayMs: 0 });
    const connected = await sandbox.connect({ bankId: 'cba', username: SANDBOX_GOOD_USER, password: SANDBOX_PASSWORD });
    expect(isRetrievalPending(await sandbox.retrieve(connected.reference, period))).toBe(false);
  });
});
