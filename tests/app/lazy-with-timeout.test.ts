// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, importWithTimeout } from '../../src/app/lazy/lazy-with-timeout';

describe('lazy screens', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fail with a chunk-load error when the code has not arrived after 120 seconds', async () => {
    const loading = importWithTimeout(() => new Promise<never>(() => undefined));
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turn a failed script or stylesheet into a chunk-load error that keeps the cause', async () => {
    const cause = new TypeError('Unable to preload CSS for /assets/login-page.css');
    const error = await importWithTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('pass the module through and clear the timer when the code arrives', async () => {
    const module = { LoginPage: () => null };
    await expect(importWithTimeout(async () => module)).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });
});
