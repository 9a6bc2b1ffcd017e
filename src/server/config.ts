/**
 * Server configuration from the environment, with defaults that run with nothing installed.
 * `loadConfig` is pure apart from reading (or creating once) the token signing keys and the
 * operations token.
 */
import { join, resolve } from 'node:path';
import { loadOpsToken } from './security/ops-token';
import { loadMasterKeys, type MasterKeyRing } from './security/master-keys';
import { createEnvelopeSealer, type Sealer } from './security/envelope-sealer';
import { loadSigningKeys, type SigningKeys } from './security/signing-keys';
import type { ClientSettings, PartnerContacts } from '../engine/contract/settings.contract';
import { DEFAULT_DOCUMENT_LIMITS } from './services/documents/documents.service';
import { bool, int, positiveInt, text, type Env } from './config/env-readers';
import { loadJobsConfig, type JobsConfig } from './config/jobs';
import { loadShutdownConfig, type ShutdownConfig } from './config/shutdown';
import { loadSigningConfig, type SigningConfig } from './config/signing-config';
import { loadMailConfig, type MailConfig } from './config/mail';
import { loadOidcConfig, type OidcConfig } from './config/oidc';

export type { ClientSettings, PartnerContacts } from '../engine/contract/settings.contract';

export interface RateLimitPolicy {
  windowSeconds: number;
  /** Attempts allowed per client address in the window, across accounts. */
  perAddress: number;
  /** Attempts allowed per account (e-mail) in the window, from every address together; unset: none. */
  perAccount?: number;
  /** Attempts allowed per account from one client address in the window; unset: none. */
  perAccountAtAddress?: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (PGlite, keys, outbox). */
  dataDir: string;
  /** PostgreSQL connection string; null means embedded PGlite. */
  databaseUrl: string | null;
  /**
   * A read replica of that database for the console's searches, connected read-only; null: they
   * read the database of `databaseUrl` like everything else.
   */
  databaseReadUrl: string | null;
  /** PGlite data directory (`memory://` for an in-memory database). */
  pgliteDataDir: string;
  outboxDir: string;
  /** Origin used in links sent by e-mail, e.g. https://apply.example.com.au */
  publicUrl: string;
  trustProxy: boolean;
  logLevel: string;
  uploads: {
    /** An upload whose body sends nothing for this long is answered 408 and its partial file removed. */
    idleTimeoutSeconds: number;
  };
  /** Documents on an S3-compatible store (S3_BUCKET set); null: the local disk under DATA_DIR/documents. */
  s3: {
    bucket: string;
    prefix: string;
    endpoint?: string;
    region?: string;
    forcePathStyle: boolean;
    /** Keys of the store's own (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY); none: the AWS SDK's usual chain. */
    credentials?: { accessKeyId: string; secretAccessKey: string };
  } | null;
  auth: {
    keys: SigningKeys;
    issuer: string;
    accessTokenTtlSeconds: number;
    sessionMaxHours: number;
    passwordResetTtlMinutes: number;
    mailedCodeTtlMinutes: number;
    loginLimit: RateLimitPolicy;
    codeLimit: RateLimitPolicy;
    /** Reset-link requests, each counted: a mailbox is not to be flooded, nor the mail provider. */
    resetLimit: RateLimitPolicy;
    /** Sign-ups, each counted: every one costs an argon2id hash and answers whether the e-mail is taken. */
    signupLimit: RateLimitPolicy;
    /** Public re-application checks, each counted: each may mail a code. */
    reapplicationLimit: RateLimitPolicy;
  };
  /**
   * The operations endpoints (/api/ops): a staff member's session token, or the machine token
   * (`Authorization: Bearer <token>`) for the lender's own systems.
   */
  ops: {
    token: string;
    /** DATA_DIR/ops-token when the token was generated; null when OPS_TOKEN set it. */
    tokenFile: string | null;
    /** A staff session's absolute length; its access tokens last `auth.accessTokenTtlSeconds`. */
    staffSessionHours: number;
  };
  /**
   * Days an application that ended without a loan (expired, declined, withdrawn...) keeps its
   * personal data; then the retention job removes it, keeping the record that it existed.
   */
  retention: { days: number };
  decisions: {
    /** Seconds from submission to the policy's decision; overrides the journey's `decision.delaySeconds` when set. */
    delaySeconds: number | undefined;
  };
  /** The business register search (the ABN Lookup web services, or the built-in sandbox). */
  businessRegister: {
    /** The ABN Lookup authentication GUID; null runs the sandbox. Server-side only, never logged. */
    guid: string | null;
    baseUrl: string;
    timeoutSeconds: number;
    /** How long an answer is reused for the same search, in this process. */
    cacheSeconds: number;
    /** Searches allowed per applicant in the window, counted in the database. */
    limit: { windowSeconds: number; perAccount: number };
  };
  /** Address autocomplete (Google Places when an API key is set, the built-in gazetteer otherwise). */
  address: {
    /** ISO 3166-1 alpha-2 codes searches are restricted to (ADDRESS_AUTOCOMPLETE_COUNTRY, comma-separated). */
    countries: string[];
    /** The Google Maps Platform key; null runs the gazetteer. Server-side only, never logged. */
    apiKey: string | null;
    placesBaseUrl: string;
    geocodingBaseUrl: string;
    timeoutSeconds: number;
    /** How long an answer is reused for the same lookup, in this process, when the provider's terms allow it. */
    cacheSeconds: number;
    /** Lookups allowed per applicant in the window, counted in the database. */
    limit: { windowSeconds: number; perAccount: number };
  };
  /** The master keys of envelope encryption, and the sealer of personal data built on them. */
  keys: { master: MasterKeyRing; sealer: Sealer };
  /** Checkout: the lender's name, and the keys, timestamp authority and trust anchors of signed agreements. */
  checkout: {
    lenderName: string;
    signing: SigningConfig;
  };
  /** Sign-in through the lender's OpenID Connect provider; null: the portal's own accounts. */
  oidc: OidcConfig | null;
  /** Mail: the SMTP server when SMTP_URL is set (else the outbox), the sender, the attempts. */
  mail: MailConfig;
  settings: ClientSettings;
  /** The background job worker (JOB_CONCURRENCY). */
  jobs: JobsConfig;
  /** How an instance stops: the bound on in-flight requests and jobs (SHUTDOWN_GRACE_SECONDS). */
  shutdown: ShutdownConfig;
}

export type { Env } from './config/env-readers';

export async function loadConfig(env: Env = process.env): Promise<Config> {
  const port = int(env, 'PORT', 3000);
  const dataDir = resolve(text(env, 'DATA_DIR', '.data/'));
  const algorithm = text(env, 'JWT_ALGORITHM', 'EdDSA');
  if (algorithm !== 'EdDSA' && algorithm !== 'ES256') {
    throw new Error(`JWT_ALGORITHM must be EdDSA or ES256, not ${algorithm}`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  const databaseReadUrl = env.DATABASE_READ_URL || null;
  // A replica is one of a PostgreSQL primary; beside PGlite it would be a second, unrelated
  // database whose searches find applications the portal does not have.
  if (databaseReadUrl && !databaseUrl) {
    throw new Error('DATABASE_READ_URL names a read replica of the DATABASE_URL database: set DATABASE_URL too, or unset DATABASE_READ_URL');
  }

  const masterKeys = await loadMasterKeys(env.MASTER_KEYS, join(dataDir, 'keys'));
  const keys = await loadSigningKeys({
    algorithm: algorithm,
    privateKeyPem: env.JWT_PRIVATE_KEY || undefined,
    publicKeyPem: env.JWT_PUBLIC_KEY || undefined,
    keysDir: join(dataDir, 'keys'),
  });
  const lenderName = text(env, 'LENDER_NAME', 'Harbour Business Finance');
  const ops = await loadOpsToken({ token: env.OPS_TOKEN || undefined, file: join(dataDir, 'ops-token') });

  return {
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl,
    databaseReadUrl,
    jobs: loadJobsConfig(env, { postgres: databaseUrl !== null }),
    shutdown: loadShutdownConfig(env),
    // PGLITE_DATA_DIR=memory:// gives a throwaway database (demos, experiments).
    pgliteDataDir: text(env, 'PGLITE_DATA_DIR', join(dataDir, 'pglite')),
    outboxDir: join(dataDir, 'outbox'),
    publicUrl: text(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    uploads: { idleTimeoutSeconds: positiveInt(env, 'UPLOAD_IDLE_TIMEOUT_SECONDS', 30) },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          prefix: text(env, 'S3_PREFIX', 'documents/'),
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
          credentials: s3Credentials(env),
        }
      : null,
    auth: {
      keys,
      issuer: text(env, 'JWT_ISSUER', 'loan-journey-portal'),
      accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
      sessionMaxHours: int(env, 'SESSION_MAX_HOURS', 12),
      passwordResetTtlMinutes: int(env, 'PASSWORD_RESET_TTL_MINUTES', 60),
      mailedCodeTtlMinutes: int(env, 'MAILED_CODE_TTL_MINUTES', 15),
      // The hard limits are per account at one address and per account; the account's own ceiling
      // is far higher, so a stranger who knows the e-mail cannot lock its owner out. The budgets per
      // address are what an office or a mobile carrier's shared address lives with (decision 59).
      loginLimit: {
        windowSeconds: int(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 900),
        perAccountAtAddress: int(env, 'LOGIN_LIMIT_PER_ACCOUNT_ADDRESS', 5),
        perAccount: int(env, 'LOGIN_LIMIT_PER_ACCOUNT', 100),
        perAddress: int(env, 'LOGIN_LIMIT_PER_ADDRESS', 100),
      },
      codeLimit: {
        windowSeconds: int(env, 'CODE_LIMIT_WINDOW_SECONDS', 900),
        perAccount: int(env, 'CODE_LIMIT_PER_ACCOUNT', 5),
        perAddress: int(env, 'CODE_LIMIT_PER_ADDRESS', 100),
      },
      resetLimit: {
        windowSeconds: int(env, 'RESET_LIMIT_WINDOW_SECONDS', 3600),
        perAccount: int(env, 'RESET_LIMIT_PER_ACCOUNT', 3),
        perAddress: int(env, 'RESET_LIMIT_PER_ADDRESS', 100),
      },
      signupLimit: {
        windowSeconds: int(env, 'SIGNUP_LIMIT_WINDOW_SECONDS', 3600),
        perAccount: int(env, 'SIGNUP_LIMIT_PER_ACCOUNT', 5),
        perAddress: int(env, 'SIGNUP_LIMIT_PER_ADDRESS', 500),
      },
      reapplicationLimit: {
        windowSeconds: int(env, 'REAPPLICATION_LIMIT_WINDOW_SECONDS', 3600),
        perAccount: int(env, 'REAPPLICATION_LIMIT_PER_ACCOUNT', 5),
        perAddress: int(env, 'REAPPLICATION_LIMIT_PER_ADDRESS', 100),
      },
    },
    ops: { token: ops.token, tokenFile: ops.file, staffSessionHours: positiveInt(env, 'STAFF_SESSION_HOURS', 8) },
    retention: { days: positiveInt(env, 'RETENTION_DAYS', 730) },
    decisions: { delaySeconds: env.DECISION_DELAY_SECONDS ? int(env, 'DECISION_DELAY_SECONDS', 0) : undefined },
    businessRegister: {
      guid: env.ABR_GUID?.trim() || null,
      baseUrl: text(env, 'ABR_BASE_URL', 'https://abr.business.gov.au/abrxmlsearch/AbrXmlSearch.asmx'),
      timeoutSeconds: positiveInt(env, 'ABR_TIMEOUT_SECONDS', 8),
      cacheSeconds: int(env, 'REGISTER_CACHE_SECONDS', 300),
      limit: {
        windowSeconds: positiveInt(env, 'REGISTER_LIMIT_WINDOW_SECONDS', 60),
        perAccount: int(env, 'REGISTER_LIMIT_PER_ACCOUNT', 30),
      },
    },
    address: {
      countries: countries(env, 'ADDRESS_AUTOCOMPLETE_COUNTRY'),
      apiKey: env.GOOGLE_MAPS_API_KEY?.trim() || null,
      placesBaseUrl: text(env, 'GOOGLE_PLACES_BASE_URL', 'https://places.googleapis.com'),
      geocodingBaseUrl: text(env, 'GOOGLE_GEOCODING_BASE_URL', 'https://maps.googleapis.com'),
      timeoutSeconds: positiveInt(env, 'ADDRESS_TIMEOUT_SECONDS', 5),
      cacheSeconds: int(env, 'ADDRESS_CACHE_SECONDS', 300),
      limit: {
        windowSeconds: positiveInt(env, 'ADDRESS_LIMIT_WINDOW_SECONDS', 60),
        perAccount: int(env, 'ADDRESS_LIMIT_PER_ACCOUNT', 120),
      },
    },
    keys: { master: masterKeys, sealer: createEnvelopeSealer(masterKeys) },
    checkout: {
      lenderName,
      signing: loadSigningConfig(env, dataDir, lenderName),
    },
    oidc: loadOidcConfig(env),
    mail: loadMailConfig(env, { lenderName, publicUrl: text(env, 'PUBLIC_URL', `http://localhost:${port}`) }),
    settings: loadClientSettings(env),
  };
}

/**
 * Client settings. The spec leaves most numbers open; these are the choices of a real Australian
 * lender: a 1300 number, the idle warning at 14 minutes and sign-out a minute later (matching the
 * 15-minute access token), status polling every 5 s for at most 3 minutes (approved) and
 * 90 s (flash loans), device profiling off until an organisation id is configured.
 */
export function loadClientSettings(env: Env): ClientSettings {
  return {
    version: '0.1.0',
    partner: {
      phone: text(env, 'PARTNER_PHONE', '1300 000 000'),
      email: text(env, 'PARTNER_EMAIL', 'support@example.com.au'),
    },
    partners: partners(env, 'PARTNERS_JSON'),
    supportHours: text(env, 'SUPPORT_HOURS', 'Monday to Friday, 8AM-6PM Australian Eastern Time'),
    idle: {
      enabled: bool(env, 'IDLE_ENABLED', true),
      showAfterSeconds: int(env, 'IDLE_SHOW_AFTER_SECONDS', 840),
      signOutAfterSeconds: int(env, 'IDLE_SIGN_OUT_AFTER_SECONDS', 60),
    },
    monitoringIntervalSeconds: int(env, 'MONITORING_INTERVAL_SECONDS', 5),
    approvedMaxDelaySeconds: int(env, 'APPROVED_MAX_DELAY_SECONDS', 180),
    flashLoansMaxDelaySeconds: int(env, 'FLASH_LOANS_MAX_DELAY_SECONDS', 90),
    deviceProfiling: {
      enabled: bool(env, 'DEVICE_PROFILING_ENABLED', false),
      host: text(env, 'DEVICE_PROFILING_HOST', 'h.online-metrix.net'),
      orgId: text(env, 'DEVICE_PROFILING_ORG_ID', ''),
    },
    // The browser is told the first configured country; the server restricts searches to all of them.
    addressAutocomplete: { country: countries(env, 'ADDRESS_AUTOCOMPLETE_COUNTRY')[0] },
    // The limit the upload route enforces, told to the browser rather than written again in a journey.
    documents: { maxFileMb: DEFAULT_DOCUMENT_LIMITS.maxFileMb },
    // Unset when not configured: this site has no home page of its own to send an applicant to.
    customerPortalUrl: env.CUSTOMER_PORTAL_URL || undefined,
    // The login route starts the provider's sign-in instead of showing the portal's own form.
    signIn: { external: Boolean(env.OIDC_ISSUER?.trim()), staffExternal: Boolean(env.OIDC_ISSUER?.trim() && env.OIDC_STAFF_CLIENT_ID?.trim()) },
  };
}

/** One or more ISO 3166-1 alpha-2 codes, comma-separated ('AU', 'AU,NZ'); AU when unset. */
function countries(env: Env, name: string): string[] {
  const codes = text(env, name, 'AU')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0 || codes.some((code) => !/^[A-Z]{2}$/.test(code)))
    throw new Error(`${name} must be ISO 3166-1 alpha-2 country codes, comma-separated (e.g. AU)`);
  return codes;
}

/**
 * PARTNERS_JSON: `{"CODE": {"name": "...", "phone": "...", "email": "..."}}`. A malformed value
 * stops the start-up rather than showing an applicant the wrong contacts.
 */
function partners(env: Env, name: string): Record<string, PartnerContacts> {
  const value = env[name];
  if (value === undefined || value.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`${name} must be a JSON object of partner codes`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${name} must be a JSON object of partner codes`);
  const out: Record<string, PartnerContacts> = {};
  for (const [code, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const contacts = entry as Partial<Record<keyof PartnerContacts, unknown>> | null;
    const complete = ['name', 'phone', 'email'].every(
      (key) => typeof contacts?.[key as keyof PartnerContacts] === 'string' && contacts[key as keyof PartnerContacts] !== '',
    );
    if (!/^[A-Za-z0-9]{1,10}$/.test(code) || !complete) {
      throw new Error(`${name}: partner "${code}" needs a code of up to 10 letters or digits and a name, phone and email`);
    }
    out[code] = { name: String(contacts!.name), phone: String(contacts!.phone), email: String(contacts!.email) };
  }
  return out;
}

/** Both keys or neither: one alone would silently fall back to whatever the AWS SDK finds. */
function s3Credentials(env: Env): { accessKeyId: string; secretAccessKey: string } | undefined {
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
}
