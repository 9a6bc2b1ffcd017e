/**
 * Seals the funding account number at rest (AES-256-GCM). The key comes from
 * FUNDING_ACCOUNT_KEY (32 bytes, base64) or is generated once under DATA_DIR/keys (mode 600), so
 * a copy of the database alone does not reveal account numbers. Each value gets its own nonce;
 * the application's id is bound in as associated data, so a sealed number copied onto another
 * application does not open.
 */
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_FILE = 'funding-account.key';
const VERSION = 'v1';

export interface Sealer {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function createSealer(key: KeyObject): Sealer {
  if (key.symmetricKeySize !== 32) throw new Error('FUNDING_ACCOUNT_KEY must be 32 bytes, base64-encoded.');
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || !body) throw new Error('Not a sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key as a KeyObject: it never shows its bytes when the configuration is inspected or logged
 * (and log redaction does not walk into it).
 */
export async function loadSealingKey(fromEnv: string | undefined, keysDir: string): Promise<KeyObject> {
  return createSecretKey(await sealingKeyBytes(fromEnv, keysDir));
}

async function sealingKeyBytes(fromEnv: string | undefined, keysDir: string): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, 'base64');
  const file = join(keysDir, KEY_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await mkdir(keysDir, { recursive: true });
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Another instance wrote it first: use theirs.
    if (error.code !== 'EEXIST') throw error;
  });
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
