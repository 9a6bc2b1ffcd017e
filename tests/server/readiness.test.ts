/**
 * Readiness as a load balancer polls it: each check bounded by a short timeout, an answer reused
 * for a moment and shared by callers arriving together, a check that still hangs never started
 * twice, and a change of state told once (for one log line, not one a second).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadiness } from '../../src/server/services/health/readiness';

afterEach(() => {
  vi.useRealTimers();
});

describe('readiness', () => {
  it('is ready when every check passes, and names the ones that fail', async () => {
    const readiness = createReadiness([
      { name: 'database', run: async () => undefined },
      {
        name: 'documents',
        run: async () => {
          throw new Error('EACCES');
        },
      },
      { name: 'keys', run: async () => undefined },
    ]);
    expect(await readiness.check()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', documents: 'failed', keys: 'ok' },
      failed: ['documents'],
    });
  });

  it('counts a check that does not answer within the bound as failed, aborting it, and does not start it again while it hangs', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    let time = 0;
    const readiness = createReadiness(
      [
        {
          name: 'database',
          run: (signal) => {
            signals.push(signal);
            return new Promise(() => undefined);
          },
        },
      ],
      { timeoutMs: 2_000, reuseMs: 1_000, now: () => time },
    );
    const first = readiness.check();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await first).toMatchObject({ status: 'not ready', failed: ['database'] });
    expect(signals[0].aborted).toBe(true);
    time += 1_500;
    const second = readiness.check();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await second).toMatchObject({ status: 'not ready', failed: ['database'] });
    expect(signals).toHaveLength(1);
  });

  it('reuses an answer for a moment and shares one round among callers arriving together', async () => {
    let time = 0;
    const run = vi.fn(async () => undefined);
    const readiness = createReadiness([{ name: 'database', run }], { reuseMs: 1_000, now: () => time });
    await Promise.all([readiness.check(), readiness.check(), readiness.check()]);
    expect(run).toHaveBeenCalledTimes(1);
    time += 999;
    await readiness.check();
    expect(run).toHaveBeenCalledTimes(1);
    time += 1;
    await readiness.check();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('tells when a check starts failing and when it passes again, once each', async () => {
    let time = 0;
    let up = true;
    const onChange = vi.fn();
    const readiness = createReadiness(
      [
        {
          name: 'database',
          run: async () => {
            if (!up) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
          },
        },
      ],
      { reuseMs: 0, now: () => time++, onChange },
    );
    await readiness.check();
    up = false;
    await readiness.check();
    await readiness.check();
    up = true;
    await readiness.check();
    await readiness.check();
    expect(onChange.mock.calls).toEqual([
      ['database', false, expect.objectContaining({ code: 'ECONNREFUSED' })],
      ['database', true, undefined],
    ]);
  });
});
