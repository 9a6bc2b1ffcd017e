/**
 * A portal whose applicants (and additional owners) sign in through an OpenID provider: the test
 * provider of tests/support/oidc-provider.ts and `npm start`'s server (the same build as the rest
 * of the suite) with OIDC_* set, on a port and an in-memory database of its own, so every other
 * spec keeps the portal's own sign-in. It takes the suite's operations token, so the helpers of
 * api-applicant.ts work against it too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { opsToken } from './api-applicant';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestOidcProvider, type TestOidcProvider } from '../../tests/support/oidc-provider';
import { startPortalProcess } from './portal-process';

export interface OidcPortal {
  url: string;
  provider: TestOidcProvider;
  stop(): Promise<void>;
}

export async function startOidcPortal(port: number): Promise<OidcPortal> {
  const url = `http://127.0.0.1:${port}`;
  const client = {
    clientId: 'portal-e2e',
    clientSecret: 'portal-e2e-secret',
    redirectUris: [`${url}/api/auth/oidc/callback`, `${url}/api/owner/oidc/callback`],
  };
  const provider = await startTestOidcProvider([client]);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oidc-portal-'));
  try {
    const portal = await startPortalProcess(port, {
      DATA_DIR: dataDir,
      PGLITE_DATA_DIR: 'memory://',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
      OPS_TOKEN: await opsToken(),
    });
    const stop = async () => {
      await portal.stop();
      await provider.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { url: portal.url, provider, stop };
  } catch (error) {
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
