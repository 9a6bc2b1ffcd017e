/**
 * What SIGTERM and SIGINT do to the process: close the server and exit 0; exit 1 when the close
 * fails, when SHUTDOWN_GRACE_SECONDS pass first, or at a second signal, with a log line saying
 * why. The real process is tests/server/graceful-shutdown.test.ts.
 */
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOnSignals } from '../../src/server/shutdown-signals';

function portal(close: () => Promise<unknown>) {
  const lines: string[] = [];
  return {
    lines,
    app: {
      close,
      log: {
        info: (_details: object, message: string) => lines.push(message),
        error: (_details: object, message: string) => lines.push(message),
      },
    },
  };
}

describe('closing on a signal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the server and exits 0', async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const close = vi.fn(async () => undefined);
    const { app, lines } = portal(close);
    const shutdown = closeOnSignals(app, { graceSeconds: 20, signals: signals as never, exit });
    expect(shutdown.closing).toBe(false);
    signals.emit('SIGTERM');
    expect(shutdown.closing).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit.mock.calls).toEqual([[0]]);
    expect(lines).toEqual(['SIGTERM: shutting down']);
    // The bound's timer was cleared: nothing more happens later.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it('exits 1 with a log line when the close takes longer than the grace period', async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const { app, lines } = portal(() => new Promise(() => undefined));
    closeOnSignals(app, { graceSeconds: 20, signals: signals as never, exit });
    signals.emit('SIGINT');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(lines).toEqual(['SIGINT: shutting down', 'shutdown did not finish within SHUTDOWN_GRACE_SECONDS: exiting']);
  });

  it('exits 1 at once at a second signal', async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const close = vi.fn(() => new Promise(() => undefined));
    const { app, lines } = portal(close);
    closeOnSignals(app, { graceSeconds: 20, signals: signals as never, exit });
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(lines[1]).toBe('SIGINT again: exiting without waiting for the requests in flight');
  });

  it("takes the same signal within a second as the first one passed on (npm forwards the terminal's Ctrl-C), a later one as the operator's second", async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const close = vi.fn(() => new Promise(() => undefined));
    const { app, lines } = portal(close);
    closeOnSignals(app, { graceSeconds: 20, signals: signals as never, exit });
    signals.emit('SIGINT');
    signals.emit('SIGINT');
    await vi.advanceTimersByTimeAsync(999);
    signals.emit('SIGINT');
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    signals.emit('SIGINT');
    expect(exit.mock.calls).toEqual([[1]]);
    expect(lines).toEqual(['SIGINT: shutting down', 'SIGINT again: exiting without waiting for the requests in flight']);
  });

  it('exits 1 when the close fails', async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const { app, lines } = portal(async () => {
      throw new Error('the database would not close');
    });
    closeOnSignals(app, { graceSeconds: 20, signals: signals as never, exit });
    signals.emit('SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(lines).toContain('shutdown failed');
  });
});
