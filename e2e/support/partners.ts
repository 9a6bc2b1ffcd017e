/**
 * The partners the server under test is configured with (PARTNERS_JSON, set by
 * playwright.config.ts): partner codes are checked against them, so a spec that uses a code
 * takes it from here.
 */
export const e2ePartners = {
  ACME1: { name: 'Acme Brokers', phone: '1300 111 222', email: 'help@acme.example.com' },
  OTHER: { name: 'Other Finance Brokers', phone: '1300 333 444', email: 'hello@other.example.com' },
} as const;
