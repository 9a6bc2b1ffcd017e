/**
 * Server configuration from the environment, with defaults that run with nothing installed. Each
 * area reads its own variables (config/*.ts, each declared with its schema); `loadConfig` puts
 * the areas together. It is pure apart from reading (or creating once) the keys and the
 * operations token under DATA_DIR.
 */
import { join } from 'node:path';
import { loadMasterKeys, type MasterKeyRing } from './security/master-keys';
import { createEnvelopeSealer, type Sealer } from './security/envelope-sealer';
import type { ClientSettings } from '../engine/contract/settings.contract';
import type { Env } from './config/env-readers';
import { loadInstanceConfig, type InstanceConfig } from './config/instance';
import { loadDatabaseConfig, type DatabaseConfig } from './config/database';
import { loadStoreConfig, type StoreConfig } from './config/store';
import { loadSignInConfig, type OpsConfig, type SessionsConfig } from './config/sign-in';
import { loadLimitsConfig, type LookupLimit, type RateLimitPolicy } from './config/limits';
import { loadProvidersConfig, type AddressConfig, type BusinessRegisterConfig } from './config/providers';
import { decisionDelaySeconds, loadJobsConfig, type JobsConfig } from './config/jobs';
import { loadShutdownConfig, type ShutdownConfig } from './config/shutdown';
import { loadSigningConfig, SigningVariables, type SigningConfig } from './config/signing-config';
import { loadMailConfig, type MailConfig } from './config/mail';
import { loadOidcConfig, type OidcConfig } from './config/oidc';
import { loadClientSettings } from './config/web-app';
import { readVariables } from './config/variables';

export type { ClientSettings, PartnerContacts } from '../engine/contract/settings.contract';
export type { RateLimitPolicy } from './config/limits';
export type { Env } from './config/env-readers';
export { loadClientSettings } from './config/web-app';

export interface Config extends InstanceConfig, DatabaseConfig, StoreConfig {
  auth: SessionsConfig & {
    loginLimit: RateLimitPolicy;
    codeLimit: RateLimitPolicy;
    resetLimit: RateLimitPolicy;
    signupLimit: RateLimitPolicy;
    reapplicationLimit: RateLimitPolicy;
  };
  ops: OpsConfig;
  decisions: {
    /** Seconds from submission to the policy's decision; overrides the journey's `decision.delaySeconds` when set. */
    delaySeconds: number | undefined;
  };
  /** The business register search (the ABN Lookup web services, or the built-in sandbox). */
  businessRegister: BusinessRegisterConfig & { limit: LookupLimit };
  /** Address autocomplete (Google Places when an API key is set, the built-in gazetteer otherwise). */
  address: AddressConfig & { limit: LookupLimit };
  /** The master keys of envelope encryption, and the sealer of personal data built on them. */
  keys: { master: MasterKeyRing; sealer: Sealer };
  /** Checkout: the lender's name, and the keys, timestamp authority and trust anchors of signed agreements. */
  checkout: { lenderName: string; signing: SigningConfig };
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

export async function loadConfig(env: Env = process.env): Promise<Config> {
  const instance = loadInstanceConfig(env);
  const database = loadDatabaseConfig(env, instance.dataDir);
  const { sessions, ops } = await loadSignInConfig(env, instance.dataDir);
  const { register, address, ...accountLimits } = loadLimitsConfig(env);
  const providers = loadProvidersConfig(env);
  const signing = readVariables(SigningVariables, env);
  const masterKeys = await loadMasterKeys(signing.MASTER_KEYS, join(instance.dataDir, 'keys'));
  return {
    ...instance,
    ...database,
    ...loadStoreConfig(env),
    jobs: loadJobsConfig(env, { postgres: database.databaseUrl !== null }),
    shutdown: loadShutdownConfig(env),
    auth: { ...sessions, ...accountLimits },
    ops,
    decisions: { delaySeconds: decisionDelaySeconds(env) },
    businessRegister: { ...providers.businessRegister, limit: register },
    address: { ...providers.address, limit: address },
    keys: { master: masterKeys, sealer: createEnvelopeSealer(masterKeys) },
    checkout: { lenderName: signing.LENDER_NAME, signing: loadSigningConfig(env, instance.dataDir, signing.LENDER_NAME) },
    oidc: loadOidcConfig(env),
    mail: loadMailConfig(env, { lenderName: signing.LENDER_NAME, publicUrl: instance.publicUrl }),
    settings: loadClientSettings(env),
  };
}
