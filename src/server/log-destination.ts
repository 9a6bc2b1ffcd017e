/**
 * Where the server's log lines go. On a terminal a person reads them, so each line is formatted
 * (time, level, message, fields) by pino-pretty; anywhere else (a pipe, a file, a container's log
 * collector) they stay one JSON object a line, the default of Fastify's logger.
 */

/** The part of an output stream the choice needs; process.stdout by default. */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
  hasColors?(): boolean;
}

/** A destination for the logger's `stream` option, or undefined for the JSON default. */
export async function logDestination(output: LogOutput = process.stdout): Promise<{ write(line: string): void } | undefined> {
  if (!output.isTTY) return undefined;
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({
    colorize: output.hasColors?.() ?? false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  // Formatted and written in the caller's turn, not in a worker thread (pino's transports): the
  // start-up banner, written straight after the last start-up log line, stays below it.
  return { write: (line) => void output.write(prettify(line)) };
}
