/**
 * `npm start`'s first half: builds the web app and compiles the server (tools/server-build.ts)
 * when either is missing or older than its sources. The second half, `node .build/server.mjs`,
 * starts the portal (web app, /settings.json and /api from one process) on the embedded defaults:
 * a process of plain Node, without tsx's loader or this script (docs/decisions/0092).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './server-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');
const sources = ['src/app', 'src/engine', 'src/widgets', 'src/screens', 'journeys', 'schemas', 'vite.config.ts', 'package-lock.json'];

function newest(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(target, name))));
}

if (!existsSync(built) || sources.some((s) => newest(s) > statSync(built).mtimeMs)) {
  console.log('Building the web app (first start, or sources changed)...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
await ensureServerBuild();
