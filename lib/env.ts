import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Seconds an API key lookup may be served from a process cache; revocation takes at most this long. */
  KEY_CACHE_SECONDS: z.coerce.number().min(0).max(5).default(2),
  ALLOW_PRIVATE_NETWORK_TARGETS: bool,
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Environment, parsed once. Unknown variables are ignored; bad values fail fast with the variable's name. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

export const APP_VERSION = process.env.npm_package_version ?? '0.1.0';
