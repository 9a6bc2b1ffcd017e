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
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening {"port":3000}\n$/);
    expect(line).not.toContain('hostname');
  });

  it('writes a request as one line on a terminal: method, masked path, status, time, address and request id', async () => {
    const terminal = output(true);
    const destination = await logDestination(terminal);
    const request = {
      level: 30,
      time: Date.UTC(2026, 0, 1),
      pid: 1,
      hostname: 'host',
      reqId: 'abc-12345',
      req: { method: 'GET', url: '/api/signing/[redacted]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    };
    destination.write(`${JSON.stringify(request)}\n`);
    expect(terminal.written).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/signing\/\[redacted\] 200 12 ms from 127\.0\.0\.1 \[abc-12345\]\n$/),
    ]);
  });

  it('keeps any other line with its fields on one line, and an error line names its request', async () => {
    const terminal = output(true);
    const destination = await logDestination(terminal);
    destination.write(`${JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 1), reqId: 'abc-12345', msg: 'refused', code: 'X', attempts: 3 })}\n`);
    const [line] = terminal.written;
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(line).toMatch(/WARN: refused \[abc-12345\] /);
    expect(line).toContain('"attempts":3');
  });
});
