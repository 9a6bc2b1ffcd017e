import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lj-config-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has defaults that run with nothing installed', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: null,
      databaseReadUrl: null,
      pgliteDataDir: join(dataDir, 'pglite'),
      outboxDir: join(dataDir, 'outbox'),
      publicUrl: 'http://localhost:3000',
      auth: {
        accessTokenTtlSeconds: 900,
        sessionMaxHours: 12,
        loginLimit: { perAccountAtAddress: 5, perAccount: 100, perAddress: 100, windowSeconds: 900 },
        signupLimit: { perAccount: 5, perAddress: 500, windowSeconds: 3600 },
        reapplicationLimit: { perAccount: 5, perAddress: 100, windowSeconds: 3600 },
      },
    });
    expect(config.auth.keys.algorithm).toBe('EdDSA');
    expect(config.settings.partner.phone).toBe('1300 000 000');
    // No customer portal unless one is configured: 'Back to Home' must not lead back into this site's own page.
    expect(config.settings).not.toHaveProperty('customerPortalUrl', expect.anything());
  });

  it('generates the key pair once under DATA_DIR/keys and reuses it', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect((await readdir(join(dataDir, 'keys'))).sort()).toEqual(['jwt-private.pem', 'jwt-public.pem', 'master']);
    expect((await stat(join(dataDir, 'keys', 'jwt-private.pem'))).mode & 0o077).toBe(0);
    const [masterFile] = await readdir(join(dataDir, 'keys', 'master'));
    expect((await stat(join(dataDir, 'keys', 'master', masterFile))).mode & 0o077).toBe(0);
    expect(second.keys.master.ids()).toEqual(first.keys.master.ids());
    expect(await second.keys.sealer.open(first.keys.sealer.seal('062000', 'bsb:x'), 'bsb:x')).toBe('062000');
    const { exportJWK } = await import('jose');
    expect(await exportJWK(second.auth.keys.publicKey)).toEqual(await exportJWK(first.auth.keys.publicKey));
  });

  it('takes every setting from the environment', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const config = await loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db/portal',
      DATABASE_READ_URL: 'postgres://reader@replica/portal',
      JWT_ALGORITHM: 'ES256',
      JWT_PRIVATE_KEY: (await exportPKCS8(privateKey)).replace(/\n/g, '\\n'),
      JWT_PUBLIC_KEY: await exportSPKI(publicKey),
      ACCESS_TOKEN_TTL_SECONDS: '300',
      SESSION_MAX_HOURS: '8',
      PARTNER_PHONE: '1800 123 456',
      PARTNER_EMAIL: 'help@lender.com.au',
      IDLE_ENABLED: 'false',
      DEVICE_PROFILING_ENABLED: 'true',
      DEVICE_PROFILING_ORG_ID: 'org-1',
      ADDRESS_AUTOCOMPLETE_COUNTRY: 'NZ',
      CUSTOMER_PORTAL_URL: 'https://portal.lender.com.au',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db/portal',
      databaseReadUrl: 'postgres://reader@replica/portal',
      publicUrl: 'http://localhost:8080',
    });
    expect(config.auth).toMatchObject({ accessTokenTtlSeconds: 300, sessionMaxHours: 8 });
    expect(config.auth.keys.algorithm).toBe('ES256');
    expect(config.settings).toMatchObject({
      partner: { phone: '1800 123 456', email: 'help@lender.com.au' },
      idle: { enabled: false },
      deviceProfiling: { enabled: true, orgId: 'org-1' },
      addressAutocomplete: { country: 'NZ' },
      customerPortalUrl: 'https://portal.lender.com.au',
    });
  });

  it('refuses malformed numbers, booleans and half a key pair', async () => {
    await expect(loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).rejects.toThrow(/PORT/);
    await expect(loadConfig({ DATA_DIR: dataDir, IDLE_ENABLED: 'maybe' })).rejects.toThrow(/IDLE_ENABLED/);
    await expect(loadConfig({ DATA_DIR: dataDir, JWT_PUBLIC_KEY: 'x' })).rejects.toThrow(/JWT_PRIVATE_KEY/);
    await expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'only-this' })).rejects.toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('refuses a read replica without the PostgreSQL database it replicates', async () => {
    await expect(loadConfig({ DATA_DIR: dataDir, DATABASE_READ_URL: 'postgres://reader@replica/portal' })).rejects.toThrow(
      'DATABASE_READ_URL names a read replica of the DATABASE_URL database: set DATABASE_URL too, or unset DATABASE_READ_URL',
    );
  });
});
