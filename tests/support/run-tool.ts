/** Runs one of the project's command-line tools as a person would, answering its exit code and output. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `tool` under tools/, on the embedded database in `dataDir` (DATABASE_URL cleared). */
export async function runTool(tool: string, args: readonly string[], dataDir: string, env: Record<string, string> = {}): Promise<ToolRun> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', `tools/${tool}`, ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as ToolRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
