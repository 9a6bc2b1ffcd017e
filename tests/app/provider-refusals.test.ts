import { describe, expect, it } from 'vitest';
import { providerRefusalText, SIGN_IN_NOT_COMPLETED } from '../../src/app/pages/login/provider-refusals';

describe('the login pages after a refused sign-in through the provider', () => {
  it('say a text of their own for each known refusal', () => {
    expect(providerRefusalText('access_denied')).toMatch(/cancelled/);
    expect(providerRefusalText('email_unverified')).toMatch(/not verified/);
    expect(providerRefusalText('provider_unavailable')).toMatch(/cannot be reached/);
  });

  it('say the plain failure for any other code, whatever the address carries', () => {
    for (const code of ['server_error', 'Call 1800 000 000 to unlock your account', '__proto__', 'constructor', 'toString', '']) {
      expect(providerRefusalText(code)).toBe(SIGN_IN_NOT_COMPLETED);
    }
  });
});
