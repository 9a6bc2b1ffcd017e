import { describe, expect, it } from 'vitest';
import { externalSignInUrl } from '../../src/app/session/external-sign-in';

describe("the provider sign-in's start address", () => {
  it("passes on only the login route's destination", () => {
    expect(externalSignInUrl(new URLSearchParams('renewal=true&applicationId=abc&utm=x'))).toBe('/api/auth/oidc/start?renewal=true&applicationId=abc');
    expect(externalSignInUrl(new URLSearchParams(''))).toBe('/api/auth/oidc/start');
  });

  it('asks the provider to show its sign-in again when the login route shows a refusal', () => {
    expect(externalSignInUrl(new URLSearchParams('error=email_unverified&redirect=%2Ftl'))).toBe('/api/auth/oidc/start?redirect=%2Ftl&again=1');
  });
});
