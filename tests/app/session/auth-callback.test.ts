import { describe, expect, it } from 'vitest';
import { isAuthCallbackPath, parseAuthCallback } from '../../../src/app/session/auth-callback';
import { signedInDestination } from '../../../src/app/session/signed-in-destination';

const TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
const PARENT = '7d1f0a52-0c4e-4c55-9a43-2a8f43f0b6a1';
const state = (query: Record<string, string>) => encodeURIComponent(new URLSearchParams(query).toString());

describe('the auth callback path', () => {
  it('is a path starting with /access_token=, and no other', () => {
    expect(isAuthCallbackPath(`/access_token=${TOKEN}`)).toBe(true);
    expect(isAuthCallbackPath('/access_token=')).toBe(true);
    for (const other of ['/', '/login', '/tl/access_token=x', '/access_tokens=x', '/Access_token=x']) expect(isAuthCallbackPath(other)).toBe(false);
  });

  it('reads the token and, with no state, an empty login query', () => {
    const callback = parseAuthCallback(`access_token=${TOKEN}&token_type=Bearer&expires_in=900`);
    expect(callback?.accessToken).toBe(TOKEN);
    expect([...callback!.state]).toEqual([]);
  });

  it('reads the login query carried in state', () => {
    const callback = parseAuthCallback(`access_token=${TOKEN}&state=${state({ renewal: 'true', applicationId: PARENT })}`);
    expect(Object.fromEntries(callback!.state)).toEqual({ renewal: 'true', applicationId: PARENT });
  });

  it('refuses a missing, malformed or non-bearer token', () => {
    for (const hash of ['', 'access_token=', 'access_token=abc', `access_token=${TOKEN}.extra`, `access_token=${TOKEN}&token_type=mac`, `token=${TOKEN}`]) {
      expect(parseAuthCallback(hash)).toBeNull();
    }
    expect(parseAuthCallback(`access_token=a.${'b'.repeat(5000)}.c`)).toBeNull();
  });
});

describe('where a sign-in leads', () => {
  it('follows a redirect only when it is a path of this site', () => {
    expect(signedInDestination(new URLSearchParams({ redirect: '/tl/owners' }))).toBe('/tl/owners');
    for (const redirect of ['//evil.example', 'https://evil.example/x', '/\\evil.example', '/%2F%2Fevil.example']) {
      expect(signedInDestination(new URLSearchParams({ redirect }))).toBe('/');
    }
  });

  it('a renewal link needs renewal=true and an application id', () => {
    expect(signedInDestination(new URLSearchParams({ renewal: 'true', applicationId: PARENT }))).toBe(`/renewal?applicationId=${PARENT}`);
    expect(signedInDestination(new URLSearchParams({ renewal: 'false', applicationId: PARENT }))).toBe('/');
    expect(signedInDestination(new URLSearchParams({ renewal: 'true', applicationId: '' }))).toBe('/');
  });

  it('the renewal link wins over a redirect', () => {
    expect(signedInDestination(new URLSearchParams({ renewal: 'true', applicationId: PARENT, redirect: '/tl/owners' }))).toBe(
      `/renewal?applicationId=${PARENT}`,
    );
  });
});
