/**
 * Where the server's log lines go. On a terminal a person reads them, so each line is formatted
 * (time, level, message, fields) by pino-pretty; anywhere else (a pipe, a file, a container's log
 * collector) they stay one JSON object a line, the format of Fastify's logger.
 *
 * Either way a line is written to the output in the caller's turn, never later: the start-up
 * banner, written to the same output straight after the last start-up log line, stays below it.
 * Pino's default destination (and its transports, in a worker thread) write later, so a restart,
 * whose banner follows within milliseconds, printed log lines after the banner.
 *
 * On a terminal a request is one line ("GET /api/apps/… 200 12 ms from 127.0.0.1 [request id]"):
 * pino-pretty would spread its `req` and `res` objects over a dozen, and the start-up banner with
 * the demo sign-ins scrolled away after a few page loads. Other fields stay on the same line too.
 */

/** The part of an output stream the choice needs; process.stdout by default. */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
  hasColors?(): boolean;
}

/** A destination for the logger's `stream` option. */
export async function logDestination(output: LogOutput = process.stdout): Promise<{ write(line: string): void }> {
  // The banner's own stream, not a second writer on its file descriptor (pino.destination): one
  // stream keeps one order. A file takes each line at once; so does a pipe, unless it is full,
  // when the stream queues the line behind those before it.
  if (!output.isTTY) return { write: (line) => void output.write(line) };
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({
    colorize: output.hasColors?.() ?? false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime,reqId',
    singleLine: true,
    messageFormat: (log, messageKey) => requestLineText(log) ?? withRequestId(String(log[messageKey] ?? ''), log.reqId),
  });
  return { write: (line) => void output.write(prettify(line)) };
}

interface LoggedRequest {
  method?: unknown;
  url?: unknown;
  remoteAddress?: unknown;
}

/** A request line's words, or nothing for any other line (one without both `req` and `res`). */
function requestLineText(log: Record<string, unknown>): string | undefined {
  const req = log.req as LoggedRequest | undefined;
  const res = log.res as { statusCode?: unknown } | undefined;
  if (!req || !res) return undefined;
  const time = typeof log.responseTime === 'number' ? ` ${log.responseTime.toFixed(0)} ms` : '';
  const from = req.remoteAddress ? ` from ${String(req.remoteAddress)}` : '';
  return withRequestId(`${String(req.method)} ${String(req.url)} ${String(res.statusCode)}${time}${from}`, log.reqId);
}

/** The request id, when a line has one, at the end where it can be searched for and skipped when reading. */
function withRequestId(text: string, reqId: unknown): string {
  return reqId ? `${text} [${String(reqId)}]` : text;
}
