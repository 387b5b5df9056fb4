import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs; one root logger per process, children carry a `module` field. Services (serve, worker) log on
 * stdout, as log collectors expect; one-off commands log on stderr, so their stdout holds only their output
 * (`dropwire stories list --json | jq` works).
 */
export function createLogger(
  level: string = process.env.LOG_LEVEL ?? 'info',
  stream: 'stdout' | 'stderr' = 'stdout',
): Logger {
  return pino(
    {
      level,
      base: { service: 'dropwire' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.DATABASE_URL'],
    },
    pino.destination({ fd: stream === 'stdout' ? 1 : 2 }),
  );
}
