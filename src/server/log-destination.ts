/**
 * Where the server's log lines go. On a terminal a person reads them, so each line is formatted
 * (time, level, message, fields) by pino-pretty; anywhere else (a pipe, a file, a container's log
 * collector) they stay one JSON object a line, the format of Fastify's logger.
 *
 * Either way a line is written to the output in the caller's turn, never later: the start-up
 * banner, written to the same output straight after the last start-up log line, stays below it.
 * Pino's default destination (and its transports, in a worker thread) write later, so a restart,
 * whose banner follows within milliseconds, printed log lines after the banner.
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
    ignore: 'pid,hostname',
  });
  return { write: (line) => void output.write(prettify(line)) };
}
