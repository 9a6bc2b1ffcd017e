/**
 * Document storage on the local disk, under DATA_DIR/documents by default. A write goes to a
 * `.partial` file that is renamed into place only when the whole stream arrived, so a reader
 * never sees half a document and a failed upload leaves nothing behind. A process that dies
 * mid-write leaves its `.partial` file; `removeStalePartials` clears those at start-up. A listing
 * names whole files only.
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type DocumentStorage } from './document-storage';

const PARTIAL = '.partial';

/**
 * Removes `.partial` files not written to for `olderThanMs`. An upload in progress writes as its
 * body arrives and is ended when its body stalls, so an older one belongs to no live upload,
 * even of another instance sharing the disk. Answers the removed files' paths under `root`.
 */
export async function removeStalePartials(root: string, olderThanMs: number, now = Date.now()): Promise<string[]> {
  const names = await readdir(root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const removed: string[] = [];
  for (const name of names.filter((entry) => entry.endsWith(PARTIAL))) {
    const path = join(root, name);
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (modified === undefined || now - modified < olderThanMs) continue;
    await rm(path, { force: true });
    removed.push(name);
  }
  return removed;
}

export function createLocalDiskStorage(root: string): DocumentStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };

  return {
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.${randomBytes(6).toString('hex')}${PARTIAL}`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // Opened before the pipeline starts: a stream that opens its own file does so after a source
      // that failed at once has been seen, so the removal below could run first and leave the file.
      const file = await open(partial, 'wx', 0o600);
      try {
        await pipeline(source, counter, file.createWriteStream());
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },

    async get(key, range) {
      const path = pathOf(key);
      await stat(path); // a missing object fails here, not later in the stream
      return range ? createReadStream(path, { start: range.start, end: Math.max(range.start, range.end - 1) }) : createReadStream(path);
    },

    async size(key) {
      return (await stat(pathOf(key))).size;
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(prefix) {
      const names = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of names) {
        if (!entry.isFile() || entry.name.endsWith(PARTIAL)) continue;
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        // Removed meanwhile (a document deleted): not listed.
        const modified = await stat(join(entry.parentPath, entry.name)).catch(() => undefined);
        if (modified) yield { key, modifiedAt: modified.mtime };
      }
    },
    // The folder exists (made as the first upload would make it) and this process may write in it.
    async probe() {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await access(root, constants.W_OK);
    },
  } satisfies DocumentStorage;
}
