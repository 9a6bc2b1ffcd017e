/**
 * Envelope encryption of one value: a fresh data key per value seals it (AES-256-GCM), and the
 * current master key wraps that data key; the master key's id travels in the value. The context
 * (an application's or staff member's id) is bound into both, so a value copied onto another
 * record does not open. Rotation re-wraps the data key only: the sealed body is never touched.
 *
 *   e1.<master key id>.<wrap nonce>.<wrapped data key>.<nonce>.<sealed body>   (GCM tags appended)
 *
 * Values sealed before envelope encryption (`v1.`, one key for everything) still open with the
 * legacy key, and re-seal into the new form when rotated.
 */
import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { LEGACY_KEY_ID, type MasterKeyRing } from './master-keys';

const FORMAT = 'e1';
const LEGACY_FORMAT = 'v1';
const TAG_BYTES = 16;

/** A value names a master key this process does not have: a configuration fault, never a blank. */
export class MissingMasterKeyError extends Error {}

export interface Sealer {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): Promise<string>;
  /** The value re-wrapped under the current master key, or undefined when it already is. */
  rewrap(sealed: string, context: string): Promise<string | undefined>;
  /** Whether a stored value is sealed at all (values kept before they were sealed are not). */
  isSealed(value: string): boolean;
  /** Whether a sealed value is wrapped by the current master key, as a value sealed now would be. */
  isCurrent(sealed: string): boolean;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const bytesOf = (text: string) => Buffer.from(text, 'base64url');

function encrypt(key: KeyObject | Buffer, plain: Buffer, aad: string): { nonce: Buffer; sealed: Buffer } {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(aad));
  return { nonce, sealed: Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]) };
}

function decrypt(key: KeyObject | Buffer, nonce: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < TAG_BYTES) throw new Error('Not a sealed value.');
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
}

const wrapContext = (keyId: string, context: string) => `${keyId}|${context}`;

export function createEnvelopeSealer(ring: MasterKeyRing): Sealer {
  async function masterKey(id: string): Promise<KeyObject> {
    const key = await ring.find(id);
    if (!key) throw new MissingMasterKeyError(`Master key "${id}" is not available: add it to MASTER_KEYS or the key folder.`);
    return key;
  }

  function sealWithDataKey(dataKey: Buffer, plain: string, context: string): string {
    const master = ring.current();
    const wrapped = encrypt(master.key, dataKey, wrapContext(master.id, context));
    // The data key's bytes go to the cipher as they are: a KeyObject made for one use took a
    // third of opening a value.
    const body = encrypt(dataKey, Buffer.from(plain, 'utf8'), context);
    return [FORMAT, master.id, b64(wrapped.nonce), b64(wrapped.sealed), b64(body.nonce), b64(body.sealed)].join('.');
  }

  async function openLegacy(sealed: string, context: string): Promise<string> {
    const [, nonce, tag, body] = sealed.split('.');
    if (!nonce || !tag || !body) throw new Error('Not a sealed value.');
    const sealedBody = Buffer.concat([Buffer.from(body, 'base64'), Buffer.from(tag, 'base64')]);
    return decrypt(await masterKey(LEGACY_KEY_ID), Buffer.from(nonce, 'base64'), sealedBody, context).toString('utf8');
  }

  async function dataKeyOf(parts: string[], context: string): Promise<Buffer> {
    const [, keyId, wrapNonce, wrapped] = parts;
    return decrypt(await masterKey(keyId), bytesOf(wrapNonce), bytesOf(wrapped), wrapContext(keyId, context));
  }

  const partsOf = (sealed: string) => {
    const parts = sealed.split('.');
    if (parts[0] !== FORMAT || parts.length !== 6 || parts.some((part) => !part)) throw new Error('Not a sealed value.');
    return parts;
  };

  return {
    seal: (plain, context) => sealWithDataKey(randomBytes(32), plain, context),
    async open(sealed, context) {
      if (sealed.startsWith(`${LEGACY_FORMAT}.`)) return openLegacy(sealed, context);
      const parts = partsOf(sealed);
      const dataKey = await dataKeyOf(parts, context);
      return decrypt(dataKey, bytesOf(parts[4]), bytesOf(parts[5]), context).toString('utf8');
    },
    async rewrap(sealed, context) {
      if (sealed.startsWith(`${LEGACY_FORMAT}.`)) return sealWithDataKey(randomBytes(32), await openLegacy(sealed, context), context);
      const parts = partsOf(sealed);
      const master = ring.current();
      if (parts[1] === master.id) return undefined;
      const dataKey = await dataKeyOf(parts, context);
      const wrapped = encrypt(master.key, dataKey, wrapContext(master.id, context));
      return [FORMAT, master.id, b64(wrapped.nonce), b64(wrapped.sealed), parts[4], parts[5]].join('.');
    },
    isSealed: (value) => value.startsWith(`${FORMAT}.`) || value.startsWith(`${LEGACY_FORMAT}.`),
    isCurrent: (sealed) => sealed.startsWith(`${FORMAT}.${ring.current().id}.`),
  };
}
