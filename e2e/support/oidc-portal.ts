/**
 * A portal whose applicants sign in through an OpenID provider: the test provider of
 * tests/support/oidc-provider.ts and `npm start`'s server (the same build as the rest of the
 * suite) with OIDC_* set, on a port and an in-memory database of its own, so every other spec
 * keeps the portal's own sign-in.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestOidcProvider, type TestOidcProvider } from '../../tests/support/oidc-provider';

export interface OidcPortal {
  url: string;
  provider: TestOidcProvider;
  stop(): Promise<void>;
}

async function waitForServer(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The portal exited while starting');
    const ready = await fetch(`${url}/settings.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not answer at ${url}`);
}

export async function startOidcPortal(port: number): Promise<OidcPortal> {
  const url = `http://127.0.0.1:${port}`;
  const client = { clientId: 'portal-e2e', clientSecret: 'portal-e2e-secret', redirectUris: [`${url}/api/auth/oidc/callback`] };
  const provider = await startTestOidcProvider([client]);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oidc-portal-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      PGLITE_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const closed = new Promise<void>((resolve) => server.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited) server.kill('SIGTERM');
    await closed;
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(url, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, provider, stop };
}
