/** Envelope encryption of one value, and the ring of master keys it rotates through. */
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEnvelopeSealer } from '../../src/server/security/envelope-sealer';
import { addMasterKeyFile, loadMasterKeys, masterKeyRing, parseMasterKeys, type MasterKey } from '../../src/server/security/master-keys';

const keyOf = (id: string): MasterKey => parseMasterKeys(`${id}=${randomBytes(32).toString('base64')}`)[0];

describe('the envelope sealer', () => {
  const k1 = keyOf('k1');
  const k2 = keyOf('k2');

  it('opens what it sealed, for any text, and never shows the text in the sealed form', async () => {
    const sealer = createEnvelopeSealer(masterKeyRing([k1]));
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.uuid(), async (plain, context) => {
        const sealed = sealer.seal(plain, context);
        expect(sealed.startsWith('e1.k1.')).toBe(true);
        if (plain.length >= 4) expect(sealed).not.toContain(plain);
        expect(await sealer.open(sealed, context)).toBe(plain);
      }),
      { numRuns: 200 },
    );
  });

  it('gives every value its own data key, and refuses another context or a changed byte', async () => {
    const sealer = createEnvelopeSealer(masterKeyRing([k1]));
    const first = sealer.seal('12345678', 'application-a');
    const second = sealer.seal('12345678', 'application-a');
    expect(first.split('.')[3]).not.toBe(second.split('.')[3]);
    await expect(sealer.open(first, 'application-b')).rejects.toThrow();
    const parts = first.split('.');
    const body = Buffer.from(parts[5], 'base64url');
    body[0] ^= 1;
    parts[5] = body.toString('base64url');
    await expect(sealer.open(parts.join('.'), 'application-a')).rejects.toThrow();
    await expect(sealer.open('not sealed', 'application-a')).rejects.toThrow(/Not a sealed value/);
  });

  it('re-wraps only the data key under a new master key, after which the old key is not needed', async () => {
    const sealed = createEnvelopeSealer(masterKeyRing([k1])).seal('062000', 'bsb:x');
    const rotating = createEnvelopeSealer(masterKeyRing([k2, k1]));
    const rewrapped = (await rotating.rewrap(sealed, 'bsb:x'))!;
    expect(rewrapped.split('.').slice(0, 2)).toEqual(['e1', 'k2']);
    // The body is untouched: only the wrapping changed.
    expect(rewrapped.split('.').slice(4)).toEqual(sealed.split('.').slice(4));
    expect(await rotating.rewrap(rewrapped, 'bsb:x')).toBeUndefined();
    const retired = createEnvelopeSealer(masterKeyRing([k2]));
    expect(await retired.open(rewrapped, 'bsb:x')).toBe('062000');
    await expect(retired.open(sealed, 'bsb:x')).rejects.toThrow(/Master key "k1" is not available/);
  });

  it('opens a value sealed before envelope encryption with the legacy key, and re-seals it', async () => {
    const legacyBytes = randomBytes(32);
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', legacyBytes, nonce);
    cipher.setAAD(Buffer.from('app-1'));
    const body = Buffer.concat([cipher.update('987654321', 'utf8'), cipher.final()]);
    const old = ['v1', nonce.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
    const sealer = createEnvelopeSealer(masterKeyRing([k1, ...parseMasterKeys(`legacy=${legacyBytes.toString('base64')}`)]));
    expect(sealer.isSealed(old)).toBe(true);
    expect(await sealer.open(old, 'app-1')).toBe('987654321');
    const resealed = (await sealer.rewrap(old, 'app-1'))!;
    expect(resealed.startsWith('e1.k1.')).toBe(true);
    expect(await sealer.open(resealed, 'app-1')).toBe('987654321');
  });
});

describe('the master keys', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lj-master-keys-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads MASTER_KEYS, the first current, and says plainly what is wrong with a bad list', () => {
    const a = randomBytes(32).toString('base64');
    const b = randomBytes(32).toString('base64');
    expect(parseMasterKeys(`new=${a}, old=${b}`).map((k) => k.id)).toEqual(['new', 'old']);
    expect(() => parseMasterKeys('nokey')).toThrow(/id=base64key/);
    expect(() => parseMasterKeys(`a.b=${a}`)).toThrow(/id=base64key/);
    expect(() => parseMasterKeys(`a=${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseMasterKeys(`a=${a},a=${b}`)).toThrow(/twice/);
  });

  it('makes a key file on first start, and a running ring finds a key added later by its id', async () => {
    const ring = await loadMasterKeys(undefined, dir, new Date('2026-11-24T10:00:00Z'));
    const [first] = ring.ids();
    expect(await readdir(join(dir, 'master'))).toEqual([`${first}.key`]);
    const sealed = createEnvelopeSealer(ring).seal('secret', 'c');

    const added = await addMasterKeyFile(dir, new Date('2026-11-25T10:00:00Z'));
    const later = await loadMasterKeys(undefined, dir);
    expect(later.ids()).toEqual([added, first]);
    const rewrapped = (await createEnvelopeSealer(later).rewrap(sealed, 'c'))!;
    // The ring loaded before the new key existed opens the re-wrapped value all the same.
    expect(await ring.find(added)).toBeDefined();
    expect(await createEnvelopeSealer(ring).open(rewrapped, 'c')).toBe('secret');
  });

  it('keeps the key that sealed funding accounts before, to open what it sealed', async () => {
    await writeFile(join(dir, 'funding-account.key'), randomBytes(32).toString('base64'));
    const ring = await loadMasterKeys(undefined, dir);
    expect(ring.ids()).toHaveLength(2);
    expect(ring.ids()[1]).toBe('legacy');
    expect(ring.current().id).not.toBe('legacy');
  });
});
