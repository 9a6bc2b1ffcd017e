/**
 * The key pair that signs access tokens. Taken from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY (PEM) when
 * set; otherwise generated once and kept under DATA_DIR/keys so tokens survive a restart and
 * every instance sharing the directory agrees.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, type CryptoKey } from 'jose';

export type SigningAlgorithm = 'EdDSA' | 'ES256';

export interface SigningKeys {
  algorithm: SigningAlgorithm;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export interface SigningKeySource {
  algorithm: SigningAlgorithm;
  /** PEM (PKCS#8); `\n` escapes are accepted so the key fits in one environment variable. */
  privateKeyPem?: string;
  /** PEM (SPKI). */
  publicKeyPem?: string;
  /** Where generated keys are kept when no PEM is given. */
  keysDir: string;
}

const PRIVATE_FILE = 'jwt-private.pem';
const PUBLIC_FILE = 'jwt-public.pem';

export async function loadSigningKeys(source: SigningKeySource): Promise<SigningKeys> {
  const { algorithm } = source;
  if (source.privateKeyPem || source.publicKeyPem) {
    if (!source.privateKeyPem || !source.publicKeyPem) {
      throw new Error('Set both JWT_PRIVATE_KEY and JWT_PUBLIC_KEY, or neither.');
    }
    return importPair(algorithm, unescapePem(source.privateKeyPem), unescapePem(source.publicKeyPem));
  }
  const pems = (await readPair(source.keysDir)) ?? (await createPair(algorithm, source.keysDir));
  return importPair(algorithm, pems.privatePem, pems.publicPem);
}

async function importPair(algorithm: SigningAlgorithm, privatePem: string, publicPem: string): Promise<SigningKeys> {
  return {
    algorithm,
    privateKey: await importPKCS8(privatePem, algorithm),
    publicKey: await importSPKI(publicPem, algorithm),
  };
}

async function readPair(dir: string): Promise<{ privatePem: string; publicPem: string } | null> {
  try {
    const [privatePem, publicPem] = await Promise.all([readFile(join(dir, PRIVATE_FILE), 'utf8'), readFile(join(dir, PUBLIC_FILE), 'utf8')]);
    return { privatePem, publicPem };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function createPair(algorithm: SigningAlgorithm, dir: string): Promise<{ privatePem: string; publicPem: string }> {
  const { privateKey, publicKey } = await generateKeyPair(algorithm, { extractable: true });
  const privatePem = await exportPKCS8(privateKey);
  const publicPem = await exportSPKI(publicKey);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // `wx`: when two instances start together, the first one's pair wins and the second re-reads it.
    await writeFile(join(dir, PRIVATE_FILE), privatePem, { flag: 'wx', mode: 0o600 });
    await writeFile(join(dir, PUBLIC_FILE), publicPem, { flag: 'wx', mode: 0o644 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readPair(dir);
    if (existing) return existing;
    throw error;
  }
  return { privatePem, publicPem };
}

function unescapePem(pem: string): string {
  return pem.replace(/\\n/g, '\n').trim();
}
