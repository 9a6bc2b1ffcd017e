/**
 * Password hashing with argon2id (OWASP's baseline: 19 MiB, 2 passes, 1 lane; the library's
 * defaults). Unknown accounts are checked against a dummy hash so a wrong e-mail and a wrong
 * password take about the same time.
 */
import { hash, verify } from '@node-rs/argon2';

/** argon2id is the library's default algorithm (its const enum cannot be imported under isolatedModules). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the time of one verification and answers false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
