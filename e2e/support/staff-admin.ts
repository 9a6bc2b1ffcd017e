/**
 * The run's own administrator: the machine token may add staff but not administrators, so the
 * end-to-end server's start makes one with the staff command (as a lender's first administrator
 * is made) and writes its credentials to the run's data folder. Specs add administrators as it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const E2E_ADMIN_FILE = 'e2e-admin.txt';

let signedIn: { token: string; expiresAt: number } | undefined;
let lastStep = Number.NEGATIVE_INFINITY;

/** The run's administrator's e-mail, password and authenticator secret. */
export async function adminCredentials(): Promise<{ email: string; password: string; totpSecret: string }> {
  const text = await readFile(path.join(process.env.E2E_DATA_DIR!, E2E_ADMIN_FILE), 'utf8');
  const field = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(text)?.[1] ?? '';
  return { email: text.trim().split(/\s+/)[0], password: field('password'), totpSecret: field('TOTP secret') };
}

/** A code of the administrator's no sign-in of this run has used: this step's, or the next unused one. */
export function adminCode(totpSecret: string): string {
  const step = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
  lastStep = step;
  return new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30 }).generate({ timestamp: step * 30_000 });
}

/** A staff session of the run's administrator (a code is used once, so later sign-ins take the next step's). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (signedIn && signedIn.expiresAt > Date.now() + 60_000) return signedIn.token;
  const admin = await adminCredentials();
  const code = adminCode(admin.totpSecret);
  const response = await request.post('/api/staff/login', { data: { email: admin.email, password: admin.password, code } });
  expect(response.status(), await response.text()).toBe(200);
  const { accessToken, expiresAt } = (await response.json()) as { accessToken: string; expiresAt: number };
  signedIn = { token: accessToken, expiresAt };
  return accessToken;
}
