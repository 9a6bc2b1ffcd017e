import { describe, expect, it } from 'vitest';
import { logDestination } from '../../src/server/log-destination';

function output(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text), hasColors: () => false };
}

describe('the log destination', () => {
  it('writes each JSON line as it is, at once, when the output is not a terminal', async () => {
    const pipe = output(false);
    const destination = await logDestination(pipe);
    const line = `${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1), pid: 1, hostname: 'host', msg: 'Server listening' })}\n`;
    destination.write(line);
    expect(pipe.written).toEqual([line]);
  });

  it('writes a readable line per log line on a terminal, at once', async () => {
    const terminal = output(true);
    const destination = await logDestination(terminal);
    destination.write(`${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1), pid: 1, hostname: 'host', msg: 'Server listening', port: 3000 })}\n`);
    expect(terminal.written).toHaveLength(1);
    const line = terminal.written[0];
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening\n/);
    expect(line).toContain('port: 3000');
    expect(line).not.toContain('hostname');
  });
});
