import pino from 'pino';
import { config } from './config.ts';

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

export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level: config().logLevel,
      base: { service: 'a11y-platform' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** stdout, or LOG_FILE when set (written synchronously, so tests can read it back at once). */
const logFile = config().LOG_FILE;
export const logger = createLogger(logFile ? pino.destination({ dest: logFile, sync: true }) : undefined);
export type Logger = pino.Logger;
