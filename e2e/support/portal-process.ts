/**
 * A portal of its own for a spec that needs other settings than the suite's server: `npm start`'s
 * server started as a child process on its own port with the given environment, answered once
 * it serves `/settings.json`, stopped with SIGTERM so it closes its database first.
 */
import { spawn } from 'node:child_process';

export interface PortalProcess {
  url: string;
  stop(): Promise<void>;
}

async function waitForServer(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The portal at ${url} exited while starting`);
    const ready = await fetch(`${url}/settings.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not answer at ${url}`);
}

export async function startPortalProcess(port: number, env: Record<string, string>): Promise<PortalProcess> {
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const closed = new Promise<void>((resolve) => server.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited) server.kill('SIGTERM');
    await closed;
  };
  try {
    await waitForServer(url, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
