import { describe, expect, it } from 'vitest';
import { logDestination } from '../../src/server/log-destination';

function output(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text), hasColors: () => false };
}

describe('the log destination', () => {
  it('leaves the JSON lines alone when the output is not a terminal', async () => {
    expect(await logDestination(output(false))).toBeUndefined();
  });

  it('writes a readable line per log line on a terminal, at once', async () => {
    const terminal = output(true);
    const destination = await logDestination(terminal);
    destination!.write(`${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1), pid: 1, hostname: 'host', msg: 'Server listening', port: 3000 })}\n`);
    expect(terminal.written).toHaveLength(1);
    const line = terminal.written[0];
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening\n/);
    expect(line).toContain('port: 3000');
    expect(line).not.toContain('hostname');
  });
});
