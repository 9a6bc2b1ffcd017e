// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionToken } from '../../src/engine/contract/auth.contract';
import { LogoutRoute } from '../../src/app/session/logout-route';
import { SessionKeeper } from '../../src/app/session/session-keeper';
import { endSession, session, startSession } from '../../src/app/session/session-store';

function token(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'EdDSA' })}.${part(claims)}.sig`;
}

const user = { id: 'u1', email: 'jane@example.com.au', firstName: 'Jane', lastName: 'Citizen', passwordGenerated: false };
const grant = (expiresAt: number, claims: Record<string, unknown> = { auth_time: 1_000, pwd_reset_at: 0 }): SessionToken => ({
  accessToken: token({ ...claims, exp: Math.floor(expiresAt / 1000) }),
  expiresAt,
  user,
});

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function mount(path = '/tl/application/funding_needs') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['applications', 'one', 'a1'], { id: 'a1' });
  const router = createMemoryRouter(
    [
      {
        path: '/logout',
        element: (
          <>
            <SessionKeeper />
            <LogoutRoute />
          </>
        ),
      },
      { path: '*', element: <SessionKeeper /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { router, queryClient };
}

describe('the session keeper', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('renews the token a minute before it expires and keeps the new one, in local storage too', async () => {
    const renewed = grant(Date.now() + 16 * 60_000);
    fetchMock.mockResolvedValue(json(200, renewed));
    startSession(grant(Date.now() + 2 * 60_000));
    mount();

    await act(() => vi.advanceTimersByTimeAsync(60_000 - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/renew', expect.objectContaining({ method: 'POST' }));
    expect(session.accessToken).toBe(renewed.accessToken);
    expect(JSON.parse(localStorage.getItem('portal.session')!).expiresAt).toBe(renewed.expiresAt);
  });

  it('signs out and goes to the login route when the renewal fails', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/renew') ? json(401, { code: 'AUTH_ERR_UNAUTHENTICATED' }) : json(204)));
    startSession(grant(Date.now() + 2 * 60_000));
    const { router, queryClient } = mount();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(session.accessToken).toBeNull();
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(['applications', 'one', 'a1'])).toBeUndefined();
  });

  it('keeps the successfully_reset message when it signs out there', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/renew') ? json(401, {}) : json(204)));
    startSession(grant(Date.now() + 2 * 60_000));
    const { router } = mount('/login?successfully_reset=true&username=jane');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?successfully_reset=true');
  });

  it('signs out at once when the token shows a password reset after the session started', async () => {
    fetchMock.mockResolvedValue(json(204));
    startSession(grant(Date.now() + 15 * 60_000, { auth_time: 1_000, pwd_reset_at: 2_000 }));
    const { router } = mount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(session.accessToken).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('follows a sign-out in another tab: the session and the cached answers go', async () => {
    startSession(grant(Date.now() + 15 * 60_000));
    const { queryClient } = mount();
    await act(async () => {
      localStorage.removeItem('portal.session');
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal.session', newValue: null }));
    });
    expect(session.accessToken).toBeNull();
    expect(queryClient.getQueryData(['applications', 'one', 'a1'])).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows a sign-in in another tab', async () => {
    mount('/login');
    const other = grant(Date.now() + 15 * 60_000);
    await act(async () => {
      localStorage.setItem('portal.session', JSON.stringify({ accessToken: other.accessToken, expiresAt: other.expiresAt, user }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal.session', newValue: localStorage.getItem('portal.session') }));
    });
    expect(session.accessToken).toBe(other.accessToken);
  });
});
