/**
 * `npm run dev`: the API on API_PORT (3001) and Vite's dev server with hot reload on PORT (5173),
 * which proxies /api and /settings.json to the API.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const run = (command: string, args: string[], env: Record<string, string>) => spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

await new Promise<void>((resolve, reject) => {
  const generate = run('npx', ['tsx', 'tools/precompile-validators.ts'], {});
  generate.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('validator build failed'))));
});
const api = run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { PORT: apiPort, WEB_ROOT: 'no-web-root' });
const web = run('npx', ['vite'], { API_PORT: apiPort });
for (const child of [api, web]) child.on('exit', (code) => process.exit(code ?? 0));
process.on('SIGINT', () => {
  api.kill('SIGINT');
  web.kill('SIGINT');
});
