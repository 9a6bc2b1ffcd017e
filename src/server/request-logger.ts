/**
 * Each request's logger (`request.log`, carrying its `reqId`) is made when the request first
 * logs, not when it arrives. Making a pino child runs its bindings through the logger's
 * redaction, about 15 µs a request with the portal's wildcard paths, and most requests never
 * log: plugins/request-log.ts writes the request line through a logger of its own.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** A log method that makes the logger, then writes through it. */
const writes = (level: Level): LogFn =>
  function (this: RequestLogger, ...args: unknown[]) {
    (this.logger()[level] as (...line: unknown[]) => void)(...args);
  };

class RequestLogger implements FastifyBaseLogger {
  // Set on the prototype below, not made for each request.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
  #made: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  logger(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const) RequestLogger.prototype[level] = writes(level);

/** Fastify's `childLoggerFactory`: a request's logger, made on its first line. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
