/**
 * The limits on what one client address or one account may try in a window. The hard limits are
 * per account at one address and per account; the account's own ceiling is far higher, so a
 * stranger who knows the e-mail cannot lock its owner out. The budgets per address are what an
 * office or a mobile carrier's shared address lives with (decision 59).
 */
import type { Env } from './env-readers';
import { readVariables, variableArea, wholeVariable } from './variables';

const window = (seconds: number, what: string) => wholeVariable({ default: seconds, atLeast: 1, meaning: `The window, in seconds, ${what} are counted in.` });

export const LimitVariables = variableArea('Limits', {
  LOGIN_LIMIT_WINDOW_SECONDS: window(900, 'failed sign-ins'),
  LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: wholeVariable({
    default: 5,
    meaning: 'Failed sign-ins allowed in the window per account from one address ([security](docs/security.md)).',
  }),
  LOGIN_LIMIT_PER_ADDRESS: wholeVariable({ default: 100, meaning: 'Failed sign-ins allowed in the window per address, across accounts.' }),
  LOGIN_LIMIT_PER_ACCOUNT: wholeVariable({ default: 100, meaning: 'Failed sign-ins allowed in the window per account, from all addresses together.' }),
  CODE_LIMIT_WINDOW_SECONDS: window(900, 'wrong mailed codes'),
  CODE_LIMIT_PER_ACCOUNT: wholeVariable({
    default: 5,
    meaning: 'Wrong mailed codes allowed in the window per e-mail; also the most live codes mailed to one account.',
  }),
  CODE_LIMIT_PER_ADDRESS: wholeVariable({ default: 100, meaning: 'Wrong mailed codes allowed in the window per address.' }),
  RESET_LIMIT_WINDOW_SECONDS: window(3600, 'reset-link requests'),
  RESET_LIMIT_PER_ACCOUNT: wholeVariable({ default: 3, meaning: 'Reset-link requests allowed in the window per e-mail.' }),
  RESET_LIMIT_PER_ADDRESS: wholeVariable({ default: 100, meaning: 'Reset-link requests allowed in the window per address.' }),
  SIGNUP_LIMIT_WINDOW_SECONDS: window(3600, 'sign-ups'),
  SIGNUP_LIMIT_PER_ACCOUNT: wholeVariable({ default: 5, meaning: 'Sign-ups allowed in the window per e-mail.' }),
  SIGNUP_LIMIT_PER_ADDRESS: wholeVariable({
    default: 500,
    meaning:
      'Sign-ups allowed in the window per client address (a shared office or carrier address lives with it; decision 59). The end-to-end tests set `1000` (every spec signs up from 127.0.0.1).',
  }),
  REAPPLICATION_LIMIT_WINDOW_SECONDS: window(3600, 'public re-application checks'),
  REAPPLICATION_LIMIT_PER_ACCOUNT: wholeVariable({ default: 5, meaning: 'Public re-application checks allowed in the window per e-mail.' }),
  REAPPLICATION_LIMIT_PER_ADDRESS: wholeVariable({ default: 100, meaning: 'Public re-application checks allowed in the window per address.' }),
  REGISTER_LIMIT_WINDOW_SECONDS: window(60, 'business register searches'),
  REGISTER_LIMIT_PER_ACCOUNT: wholeVariable({
    default: 30,
    meaning: 'Register searches allowed per applicant in the window, counted in the database (429 with Retry-After beyond).',
  }),
  ADDRESS_LIMIT_WINDOW_SECONDS: window(60, 'address lookups'),
  ADDRESS_LIMIT_PER_ACCOUNT: wholeVariable({
    default: 120,
    meaning:
      'Address lookups (suggestions, picks, the address at a location) allowed per applicant in the window, counted in the database apart from register searches (429 with Retry-After beyond).',
  }),
});

export interface RateLimitPolicy {
  windowSeconds: number;
  /** Attempts allowed per client address in the window, across accounts. */
  perAddress: number;
  /** Attempts allowed per account (e-mail) in the window, from every address together; unset: none. */
  perAccount?: number;
  /** Attempts allowed per account from one client address in the window; unset: none. */
  perAccountAtAddress?: number;
}

/** Searches of a provider allowed per applicant in a window, counted in the database. */
export interface LookupLimit {
  windowSeconds: number;
  perAccount: number;
}

export interface LimitsConfig {
  loginLimit: RateLimitPolicy;
  codeLimit: RateLimitPolicy;
  /** Reset-link requests, each counted: a mailbox is not to be flooded, nor the mail provider. */
  resetLimit: RateLimitPolicy;
  /** Sign-ups, each counted: every one costs an argon2id hash and answers whether the e-mail is taken. */
  signupLimit: RateLimitPolicy;
  /** Public re-application checks, each counted: each may mail a code. */
  reapplicationLimit: RateLimitPolicy;
  register: LookupLimit;
  address: LookupLimit;
}

export function loadLimitsConfig(env: Env): LimitsConfig {
  const read = readVariables(LimitVariables, env);
  return {
    loginLimit: {
      windowSeconds: read.LOGIN_LIMIT_WINDOW_SECONDS,
      perAccountAtAddress: read.LOGIN_LIMIT_PER_ACCOUNT_ADDRESS,
      perAccount: read.LOGIN_LIMIT_PER_ACCOUNT,
      perAddress: read.LOGIN_LIMIT_PER_ADDRESS,
    },
    codeLimit: { windowSeconds: read.CODE_LIMIT_WINDOW_SECONDS, perAccount: read.CODE_LIMIT_PER_ACCOUNT, perAddress: read.CODE_LIMIT_PER_ADDRESS },
    resetLimit: { windowSeconds: read.RESET_LIMIT_WINDOW_SECONDS, perAccount: read.RESET_LIMIT_PER_ACCOUNT, perAddress: read.RESET_LIMIT_PER_ADDRESS },
    signupLimit: { windowSeconds: read.SIGNUP_LIMIT_WINDOW_SECONDS, perAccount: read.SIGNUP_LIMIT_PER_ACCOUNT, perAddress: read.SIGNUP_LIMIT_PER_ADDRESS },
    reapplicationLimit: {
      windowSeconds: read.REAPPLICATION_LIMIT_WINDOW_SECONDS,
      perAccount: read.REAPPLICATION_LIMIT_PER_ACCOUNT,
      perAddress: read.REAPPLICATION_LIMIT_PER_ADDRESS,
    },
    register: { windowSeconds: read.REGISTER_LIMIT_WINDOW_SECONDS, perAccount: read.REGISTER_LIMIT_PER_ACCOUNT },
    address: { windowSeconds: read.ADDRESS_LIMIT_WINDOW_SECONDS, perAccount: read.ADDRESS_LIMIT_PER_ACCOUNT },
  };
}
