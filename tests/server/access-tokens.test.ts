import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSigningKeys, type SigningKeys } from '../../src/server/security/signing-keys';
import { issueAccessToken, STAFF_TOKEN_AUDIENCE, verifyAccessToken } from '../../src/server/services/auth/access-tokens';

const issuer = 'https://portal.test';
let dirs: string[] = [];
let keys: SigningKeys;

async function freshKeys(): Promise<SigningKeys> {
  const dir = await mkdtemp(path.join(tmpdir(), 'access-tokens-'));
  dirs.push(dir);
  return loadSigningKeys({ algorithm: 'EdDSA', keysDir: dir });
}

function tokenFor(expiresInSeconds: number, signingKeys = keys, audience?: string) {
  const now = new Date();
  return issueAccessToken(
    signingKeys,
    issuer,
    { userId: 'user-1', sessionId: 'session-1', authTime: now, passwordResetAt: null, expiresAt: new Date(now.getTime() + expiresInSeconds * 1000) },
    audience,
  );
}

beforeAll(async () => {
  keys = await freshKeys();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  dirs = [];
});

describe('an access token verified once', () => {
  it('is answered the same on every later request', async () => {
    const token = await tokenFor(600);
    expect(await verifyAccessToken(keys, issuer, token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await verifyAccessToken(keys, issuer, token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
  });

  it('is refused from the second its lifetime ends, though it was verified before', async () => {
    const token = await tokenFor(60);
    expect(await verifyAccessToken(keys, issuer, token)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(await verifyAccessToken(keys, issuer, token)).toBeNull();
  });

  it('does not vouch for other bytes: a changed signature is checked and refused', async () => {
    const token = await tokenFor(600);
    expect(await verifyAccessToken(keys, issuer, token)).not.toBeNull();
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyAccessToken(keys, issuer, forged)).toBeNull();
  });

  it('opens nothing for another audience, issuer or key pair', async () => {
    const token = await tokenFor(600);
    expect(await verifyAccessToken(keys, issuer, token)).not.toBeNull();
    expect(await verifyAccessToken(keys, issuer, token, STAFF_TOKEN_AUDIENCE)).toBeNull();
    expect(await verifyAccessToken(keys, 'https://elsewhere.test', token)).toBeNull();
    expect(await verifyAccessToken(await freshKeys(), issuer, token)).toBeNull();
  });

  it('stays refused when it was refused the first time', async () => {
    const expired = await tokenFor(-5);
    expect(await verifyAccessToken(keys, issuer, expired)).toBeNull();
    expect(await verifyAccessToken(keys, issuer, expired)).toBeNull();
  });
});
