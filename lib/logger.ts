import pino from 'pino';

/**
 * Structured JSON logs. Anything that could carry a credential is redacted by path, whatever the
 * caller logs; callers pass the trace id as `traceId` through `logger.child`.
 */
export const REDACT_PATHS = [
  'key',
  'rawKey',
  'apiKey',
  'password',
  'passwordHash',
  'secret',
  'token',
  'inviteUrl',
  'authorization',
  'cookie',
  '*.key',
  '*.rawKey',
  '*.apiKey',
  '*.password',
  '*.passwordHash',
  '*.secret',
  '*.token',
  '*.inviteUrl',
  '*.authorization',
  '*.cookie',
  'headers["x-api-key"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers["x-api-key"]',
  '*.headers.authorization',
  '*.headers.cookie',
];

function level(): pino.LevelWithSilent {
  const configured = process.env.LOG_LEVEL as pino.LevelWithSilent | undefined;
  if (configured) return configured;
  return process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info';
}

export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level: level(),
      base: { service: 'a11y-platform' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** stdout, or LOG_FILE when set (written synchronously, so tests can read it back at once). */
export const logger = createLogger(process.env.LOG_FILE ? pino.destination({ dest: process.env.LOG_FILE, sync: true }) : undefined);
export type Logger = pino.Logger;
