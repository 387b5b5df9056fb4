import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; one root logger per process, children carry a `module` field. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'dropwire' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.DATABASE_URL'],
  });
}

let rootLogger: Logger | undefined;

export function getLogger(): Logger {
  rootLogger ??= createLogger();
  return rootLogger;
}
