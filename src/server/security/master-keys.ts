/**
 * The master keys that wrap the data keys of sealed personal data (envelope encryption). Each has
 * an id, written into every value it wraps, so a new key can be brought in beside the old ones and
 * `npm run rotate-keys` re-wraps what the old ones hold.
 *
 * From MASTER_KEYS (`id=base64,id=base64`, 32-byte keys, the first one current), or else from
 * files under DATA_DIR/keys/master/<id>.key (mode 600; the newest id current), made on first
 * start. A key file added by rotate-keys is found by a running server the first time it meets the
 * new id, so rotation needs no restart when the keys are files.
 */
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_ID = /^[A-Za-z0-9_-]{1,40}$/;
const FILE_SUFFIX = '.key';
/** The single key that sealed funding account numbers before envelope encryption. */
const LEGACY_FILE = 'funding-account.key';
export const LEGACY_KEY_ID = 'legacy';

export interface MasterKey {
  id: string;
  key: KeyObject;
}

export interface MasterKeyRing {
  /** The key new data keys are wrapped with. */
  current(): MasterKey;
  /** A key by id, reading the key folder again once when the id is new to this process. */
  find(id: string): Promise<KeyObject | undefined>;
  /** The ids known, current first. */
  ids(): string[];
}

function secretKey(bytes: Buffer, id: string): KeyObject {
  if (bytes.length !== 32) throw new Error(`Master key "${id}" must be 32 bytes, base64-encoded.`);
  return createSecretKey(bytes);
}

/** Parses MASTER_KEYS: `id=base64` pairs, comma separated, the first current. */
export function parseMasterKeys(value: string): MasterKey[] {
  const keys = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const id = pair.slice(0, at);
      if (at < 1 || !KEY_ID.test(id)) throw new Error('MASTER_KEYS must be "id=base64key" pairs, comma separated (ids of letters, digits, - and _).');
      return { id, key: secretKey(Buffer.from(pair.slice(at + 1), 'base64'), id) };
    });
  if (keys.length === 0) throw new Error('MASTER_KEYS names no key.');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('MASTER_KEYS names a key id twice.');
  return keys;
}

export function masterKeyRing(keys: MasterKey[], reload?: () => Promise<MasterKey[]>): MasterKeyRing {
  let known = keys;
  return {
    current: () => known[0],
    ids: () => known.map((k) => k.id),
    async find(id) {
      const found = known.find((k) => k.id === id);
      if (found || !reload) return found?.key;
      known = await reload();
      return known.find((k) => k.id === id)?.key;
    },
  };
}

/** The ring from MASTER_KEYS, or from the key folder (making the first key when there is none). */
export async function loadMasterKeys(fromEnv: string | undefined, keysDir: string, now = new Date()): Promise<MasterKeyRing> {
  if (fromEnv?.trim()) {
    // The legacy key still opens what it sealed until rotate-keys has re-sealed it.
    const legacy = await readLegacyKey(keysDir);
    return masterKeyRing([...parseMasterKeys(fromEnv), ...(legacy ? [legacy] : [])]);
  }
  const dir = join(keysDir, 'master');
  if ((await readKeyFiles(dir)).length === 0) await addMasterKeyFile(keysDir, now);
  const read = async () => {
    const legacy = await readLegacyKey(keysDir);
    return [...(await readKeyFiles(dir)), ...(legacy ? [legacy] : [])];
  };
  return masterKeyRing(await read(), read);
}

/** Writes a new master key file, which becomes the current key; answers its id. */
export async function addMasterKeyFile(keysDir: string, now = new Date()): Promise<string> {
  const dir = join(keysDir, 'master');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Ids sort by time, so the newest is current; the random tail keeps two made in one second apart.
  const id = `mk-${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(3).toString('hex')}`;
  await writeFile(join(dir, `${id}${FILE_SUFFIX}`), randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  return id;
}

/** The key files, newest id first. */
async function readKeyFiles(dir: string): Promise<MasterKey[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const ids = names
    .filter((name) => name.endsWith(FILE_SUFFIX))
    .map((name) => name.slice(0, -FILE_SUFFIX.length))
    .filter((id) => KEY_ID.test(id))
    .sort()
    .reverse();
  return Promise.all(
    ids.map(async (id) => ({ id, key: secretKey(Buffer.from((await readFile(join(dir, `${id}${FILE_SUFFIX}`), 'utf8')).trim(), 'base64'), id) })),
  );
}

async function readLegacyKey(keysDir: string): Promise<MasterKey | undefined> {
  try {
    const bytes = Buffer.from((await readFile(join(keysDir, LEGACY_FILE), 'utf8')).trim(), 'base64');
    return { id: LEGACY_KEY_ID, key: secretKey(bytes, LEGACY_KEY_ID) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
