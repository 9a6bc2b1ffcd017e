// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionToken } from '../../src/engine/contract/auth.contract';
import { logoutDestination } from '../../src/app/session/logout-destination';
import { logoutPath } from '../../src/engine/journey/site-paths';
import { RENEW_BEFORE_EXPIRY_MS, scheduleRenewal } from '../../src/app/session/session-renewal';
import { isStaleSession, readClaims } from '../../src/app/session/token-claims';

const grant = (expiresAt: number): SessionToken => ({
  accessToken: `token-${expiresAt}`,
  expiresAt,
  user: { id: 'u1', email: 'jane@example.com.au', firstName: 'Jane', lastName: 'Citizen', passwordGenerated: false },
});

/** An unsigned JWT with the claims the browser reads. */
function token(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('token renewal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('renews 60 seconds before the token expires, not earlier', async () => {
    const expiresAt = Date.now() + 15 * 60_000;
    const renew = vi.fn(async () => grant(expiresAt + 15 * 60_000));
    const onRenewed = vi.fn();
    scheduleRenewal(expiresAt, { renew, onRenewed, onFailed: vi.fn() });

    await vi.advanceTimersByTimeAsync(15 * 60_000 - RENEW_BEFORE_EXPIRY_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(onRenewed).toHaveBeenCalledWith(grant(expiresAt + 15 * 60_000));
  });

  it('renews at once when less than a minute is left (a tab woken from sleep)', async () => {
    const renew = vi.fn(async () => grant(Date.now() + 900_000));
    scheduleRenewal(Date.now() + 10_000, { renew, onRenewed: vi.fn(), onFailed: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('reports a failed renewal, so the session ends', async () => {
    const failure = new Error('401');
    const onFailed = vi.fn();
    const onRenewed = vi.fn();
    scheduleRenewal(Date.now() + 120_000, { renew: () => Promise.reject(failure), onRenewed, onFailed });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onFailed).toHaveBeenCalledWith(failure);
    expect(onRenewed).not.toHaveBeenCalled();
  });

  it('does nothing once cancelled (a new token replaced the old one, or the user signed out)', async () => {
    const renew = vi.fn(async () => grant(0));
    const cancel = scheduleRenewal(Date.now() + 120_000, { renew, onRenewed: vi.fn(), onFailed: vi.fn() });
    cancel();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(renew).not.toHaveBeenCalled();
  });

  it('ignores the answer of a renewal that was cancelled while it ran', async () => {
    let answer!: (g: SessionToken) => void;
    const onRenewed = vi.fn();
    const cancel = scheduleRenewal(Date.now() + 60_000, { renew: () => new Promise((resolve) => (answer = resolve)), onRenewed, onFailed: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    answer(grant(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(onRenewed).not.toHaveBeenCalled();
  });
});

describe('stale sessions', () => {
  it('reads auth_time and pwd_reset_at from the token', () => {
    expect(readClaims(token({ auth_time: 1_700_000_000, pwd_reset_at: 0 }))).toEqual({ authTime: 1_700_000_000, passwordResetAt: 0 });
    expect(readClaims('not-a-token')).toBeNull();
  });

  it('is stale when the password was reset after the session started', () => {
    expect(isStaleSession(token({ auth_time: 1_700_000_000, pwd_reset_at: 1_700_000_100 }))).toBe(true);
    expect(isStaleSession(token({ auth_time: 1_700_000_100, pwd_reset_at: 1_700_000_000 }))).toBe(false);
    expect(isStaleSession(token({ auth_time: 1_700_000_000, pwd_reset_at: 0 }))).toBe(false);
    expect(isStaleSession('garbage')).toBe(false);
  });
});

describe('where logout leads', () => {
  it('is the login route, keeping the successfully_reset message', () => {
    expect(logoutDestination('/tl/application/funding_needs')).toBe('/login');
    expect(logoutDestination('/login?successfully_reset=true&username=jane%40example.com.au')).toBe('/login?successfully_reset=true');
    expect(logoutDestination()).toBe('/login');
  });

  it('goes through the sign-out route (which opens only paths of this site: site-destination.test.ts)', () => {
    expect(logoutPath('/login?reason=idle')).toBe('/logout?next=%2Flogin%3Freason%3Didle');
  });
});
