/** The portal's own sign-in: token keys and lifetimes, sessions, mailed links and codes, the operations token. */
import { join } from 'node:path';
import { loadOpsToken } from '../security/ops-token';
import { loadSigningKeys, type SigningKeys } from '../security/signing-keys';
import type { Env } from './env-readers';
import { optionalText, readVariables, textVariable, variableArea, wholeVariable } from './variables';

export const SignInVariables = variableArea('Sign-in and sessions', {
  JWT_PRIVATE_KEY: optionalText({
    shownDefault: 'generated',
    meaning:
      'The private key (PEM) access tokens are signed with, set with `JWT_PUBLIC_KEY`. When both are unset a key pair is generated once and kept under `DATA_DIR/keys`.',
  }),
  JWT_PUBLIC_KEY: optionalText({ shownDefault: 'generated', meaning: 'The public key (PEM) of `JWT_PRIVATE_KEY`.' }),
  JWT_ALGORITHM: textVariable({ default: 'EdDSA', oneOf: ['EdDSA', 'ES256'], meaning: "The tokens' signature algorithm: `EdDSA` or `ES256`." }),
  JWT_ISSUER: textVariable({ default: 'loan-journey-portal', meaning: 'The `iss` claim of access tokens; a token of another issuer is refused.' }),
  ACCESS_TOKEN_TTL_SECONDS: wholeVariable({ default: 900, meaning: 'Access token lifetime; the web app renews 60 s before expiry.' }),
  SESSION_MAX_HOURS: wholeVariable({ default: 12, meaning: 'Absolute session lifetime.' }),
  PASSWORD_RESET_TTL_MINUTES: wholeVariable({ default: 60, meaning: 'How long a mailed password-reset link can be used.' }),
  MAILED_CODE_TTL_MINUTES: wholeVariable({ default: 15, meaning: 'How long a mailed code (setting a password, re-application) can be used.' }),
  OPS_TOKEN: optionalText({
    shownDefault: 'generated',
    meaning:
      "The machine token of the operations endpoints (`/api/ops`), for the lender's own systems; staff sign in instead ([decision 44](docs/decisions/0044-staff-accounts-second-factor.md)). At least 24 characters. When unset one is generated once and kept in `DATA_DIR/ops-token` (mode 600); start-up prints where.",
  }),
  STAFF_SESSION_HOURS: wholeVariable({
    default: 8,
    atLeast: 1,
    meaning: 'Absolute length of a staff session; its tokens last `ACCESS_TOKEN_TTL_SECONDS` and renew with `POST /api/ops/session/renew`.',
  }),
});

export interface SessionsConfig {
  keys: SigningKeys;
  issuer: string;
  accessTokenTtlSeconds: number;
  sessionMaxHours: number;
  passwordResetTtlMinutes: number;
  mailedCodeTtlMinutes: number;
}

/**
 * The operations endpoints (/api/ops): a staff member's session token, or the machine token
 * (`Authorization: Bearer <token>`) for the lender's own systems.
 */
export interface OpsConfig {
  token: string;
  /** DATA_DIR/ops-token when the token was generated; null when OPS_TOKEN set it. */
  tokenFile: string | null;
  /** A staff session's absolute length; its access tokens last `auth.accessTokenTtlSeconds`. */
  staffSessionHours: number;
}

/** Reads (or makes once) the token signing keys and the operations token under DATA_DIR. */
export async function loadSignInConfig(env: Env, dataDir: string): Promise<{ sessions: SessionsConfig; ops: OpsConfig }> {
  const read = readVariables(SignInVariables, env);
  const keys = await loadSigningKeys({
    algorithm: read.JWT_ALGORITHM === 'ES256' ? 'ES256' : 'EdDSA',
    privateKeyPem: read.JWT_PRIVATE_KEY,
    publicKeyPem: read.JWT_PUBLIC_KEY,
    keysDir: join(dataDir, 'keys'),
  });
  const ops = await loadOpsToken({ token: read.OPS_TOKEN, file: join(dataDir, 'ops-token') });
  return {
    sessions: {
      keys,
      issuer: read.JWT_ISSUER,
      accessTokenTtlSeconds: read.ACCESS_TOKEN_TTL_SECONDS,
      sessionMaxHours: read.SESSION_MAX_HOURS,
      passwordResetTtlMinutes: read.PASSWORD_RESET_TTL_MINUTES,
      mailedCodeTtlMinutes: read.MAILED_CODE_TTL_MINUTES,
    },
    ops: { token: ops.token, tokenFile: ops.file, staffSessionHours: read.STAFF_SESSION_HOURS },
  };
}
