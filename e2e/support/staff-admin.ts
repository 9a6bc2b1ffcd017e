/**
 * The run's own administrator: the machine token may add staff but not administrators, so the
 * end-to-end server's start makes one with the staff command (as a lender's first administrator
 * is made) and writes its credentials to the run's data folder. Specs add administrators as it.
 *
 * The server takes each authenticator code once, and none of a step before one it took, so the
 * workers of a run sign in as it one at a time, under a lock file beside its credentials, each
 * with the next unused step; its API session is signed in once and shared through that folder.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const E2E_ADMIN_FILE = 'e2e-admin.txt';
const STEP_MS = 30_000;

interface AdminCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/** What the workers share of the administrator: the last step a sign-in used, and the API session. */
interface AdminState {
  lastStep: number;
  session?: { token: string; expiresAt: number };
}

const inDataDir = (name: string) => path.join(process.env.E2E_DATA_DIR!, name);
let signedIn: AdminState['session'];

/** The run's administrator's e-mail, password and authenticator secret. */
export async function adminCredentials(): Promise<AdminCredentials> {
  const text = await readFile(inDataDir(E2E_ADMIN_FILE), 'utf8');
  const field = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(text)?.[1] ?? '';
  return { email: text.trim().split(/\s+/)[0], password: field('password'), totpSecret: field('TOTP secret') };
}

/** Runs `use` with the shared state while no other worker does, and keeps what it changed. */
async function withAdminLock<T>(use: (state: AdminState) => Promise<T>): Promise<T> {
  const lock = inDataDir('e2e-admin.lock');
  const stateFile = inDataDir('e2e-admin-state.json');
  for (let tries = 0; ; tries++) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 1_200) throw error;
      await sleep(100);
    }
  }
  try {
    const state: AdminState = await readFile(stateFile, 'utf8').then(
      (text) => JSON.parse(text) as AdminState,
      () => ({ lastStep: Number.NEGATIVE_INFINITY }),
    );
    const result = await use(state);
    await writeFile(stateFile, JSON.stringify(state));
    return result;
  } finally {
    await rm(lock, { force: true });
  }
}

/** A code of a step no sign-in of this run has used: this step's, or the next one once it is near enough for the server. */
async function nextCode(state: AdminState, totpSecret: string): Promise<string> {
  const step = Math.max(Math.floor(Date.now() / STEP_MS), state.lastStep + 1);
  // The server takes a code of one step either side of now.
  const usableFrom = (step - 1) * STEP_MS;
  if (Date.now() < usableFrom) await sleep(usableFrom - Date.now() + 1_000);
  state.lastStep = step;
  return new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30 }).generate({ timestamp: step * STEP_MS });
}

/**
 * Signs in as the run's administrator, no other worker signing in meanwhile: `signIn` uses the
 * code it is given and resolves once the server has taken it.
 */
export async function signInAsAdmin<T>(signIn: (admin: AdminCredentials & { code: string }) => Promise<T>): Promise<T> {
  return withAdminLock(async (state) => {
    const admin = await adminCredentials();
    return signIn({ ...admin, code: await nextCode(state, admin.totpSecret) });
  });
}

/** A staff session of the run's administrator, signed in once for the run's workers. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const fresh = (session: AdminState['session']) => session !== undefined && session.expiresAt > Date.now() + 60_000;
  if (fresh(signedIn)) return signedIn!.token;
  return withAdminLock(async (state) => {
    if (!fresh(state.session)) {
      const admin = await adminCredentials();
      const code = await nextCode(state, admin.totpSecret);
      const response = await request.post('/api/staff/login', { data: { email: admin.email, password: admin.password, code } });
      expect(response.status(), await response.text()).toBe(200);
      const { accessToken, expiresAt } = (await response.json()) as { accessToken: string; expiresAt: number };
      state.session = { token: accessToken, expiresAt };
    }
    signedIn = state.session;
    return state.session!.token;
  });
}
