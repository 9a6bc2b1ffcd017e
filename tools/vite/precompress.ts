/**
 * Writes a Brotli and a gzip copy beside every text asset of the build, so the server sends the
 * smaller file the browser accepts (@fastify/static `preCompressed`) instead of compressing on
 * every request, or not at all. Compression is Node's own zlib, at its highest settings, once.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** What a browser fetches; source maps only a developer opens, and the build manifest nobody does. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/** `minBytes`: smaller files are left as they are. */
export async function precompressFolder(dir: string, minBytes = MIN_BYTES): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || entry.parentPath.includes(`${path.sep}.vite`) || !COMPRESSIBLE.test(entry.name) || (await stat(file)).size < minBytes) continue;
    const bytes = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    totals.files += 1;
    totals.bytes += bytes.length;
    totals.brotliBytes += br.length;
  }
  return totals;
}

export function precompress(): Plugin {
  let outDir = '';
  let writes = true;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      writes = config.build.write;
    },
    async closeBundle() {
      // A build that writes nothing (the first-page probe) leaves the folder to the one that does;
      // a failed one has no folder, and its own error is the one to show.
      if (!writes || !existsSync(outDir)) return;
      const { files, bytes, brotliBytes } = await precompressFolder(outDir);
      this.info?.(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KiB -> ${(brotliBytes / 1024).toFixed(0)} KiB brotli`);
    },
  };
}
