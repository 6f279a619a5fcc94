/**
 * Operator CLI, for headless setups and automation:
 *   npm run admin -- tenant create --name Acme --plan pro [--owner-email E --owner-password P] [--json]
 *   npm run admin -- tenant list [--json]
 *   npm run admin -- key create --tenant <slug|id> [--name N] [--type secret|publishable] [--scopes a,b] [--expires-at ISO] [--json]
 *   npm run admin -- key revoke <key-id>
 *   npm run admin -- setup token [--json]
 * Uses DATABASE_URL, or the embedded database under DATA_DIR (shared with a running dev server).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { formatPath } from '../lib/api/errors.ts';
import { prepareDatabase, type PreparedDatabase } from '../lib/db/prepare.ts';
import { AppError } from '../lib/errors.ts';

const USAGE = `usage:
  npm run admin -- tenant create --name <name> [--plan starter|pro|enterprise] [--owner-email <email> --owner-password <password>]
                                 [--owner-name <name>] [--monthly-quota N] [--rate-limit N] [--ai-tokens N] [--json]
  npm run admin -- tenant list [--json]
  npm run admin -- key create --tenant <slug|id> [--name <name>] [--type secret|publishable] [--scopes a,b,c] [--expires-at <ISO date>] [--json]
  npm run admin -- key revoke <key-id> [--json]
  npm run admin -- setup token [--json]     a one-time token for first-run setup from another machine`;

class UsageError extends Error {}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        plan: { type: 'string' },
        'owner-email': { type: 'string' },
        'owner-password': { type: 'string' },
        'owner-name': { type: 'string' },
        'monthly-quota': { type: 'string' },
        'rate-limit': { type: 'string' },
        'ai-tokens': { type: 'string' },
        tenant: { type: 'string' },
        type: { type: 'string' },
        scopes: { type: 'string' },
        'expires-at': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
})();

const int = (flag: string) => {
  const raw = values[flag as keyof typeof values];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${flag} must be a whole number, got "${String(raw)}".`);
  return n;
};

function print(result: unknown, lines: () => string[]) {
  console.log(values.json ? JSON.stringify(result, null, 2) : lines().join('\n'));
}

async function run(database: PreparedDatabase): Promise<void> {
  process.env.DATABASE_URL = database.url;
  // Loaded after DATABASE_URL is known: the Prisma client reads it when first imported.
  const [{ createTenant, createTenantInput }, { createApiKey }, { createKeyInput }, { db }, { unsafeById }, { issueSetupToken }] = await Promise.all([
    import('../lib/tenants/create-tenant.ts'),
    import('../lib/keys/create-key.ts'),
    import('../lib/keys/schemas.ts'),
    import('../lib/db/client.ts'),
    import('../lib/db/scope.ts'),
    import('../lib/users/setup-token.ts'),
  ]);
  const [noun, verb, ...rest] = positionals;
  const command = `${noun ?? ''} ${verb ?? ''}`.trim();
  try {
    switch (command) {
      case 'tenant create': {
        if (!values.name) throw new UsageError('--name is required.');
        if (Boolean(values['owner-email']) !== Boolean(values['owner-password'])) {
          throw new UsageError('--owner-email and --owner-password go together.');
        }
        const input = createTenantInput.parse({
          name: values.name,
          plan: values.plan ?? 'starter',
          monthlyQuota: int('monthly-quota'),
          rateLimitPerMinute: int('rate-limit'),
          aiTokensPerMonth: int('ai-tokens'),
          owner: values['owner-email'] ? { email: values['owner-email'], password: values['owner-password'], name: values['owner-name'] } : undefined,
        });
        const created = await createTenant(input, 'cli');
        print(created, () => [
          `tenant   ${created.tenant.name} (${created.tenant.slug}, ${created.tenant.id}), plan ${created.tenant.plan}`,
          ...(created.owner ? [`owner    ${created.owner.email}`] : []),
          `api key  ${created.apiKey.key}`,
          '         (shown once: store it now; only its hash is kept)',
        ]);
        return;
      }
      case 'tenant list': {
        const tenants = await db.tenant.findMany({ orderBy: { createdAt: 'asc' }, select: { id: true, slug: true, name: true, plan: true } });
        print(tenants, () => tenants.map((t) => `${t.slug}\t${t.id}\t${t.plan}\t${t.name}`));
        return;
      }
      case 'key create': {
        if (!values.tenant) throw new UsageError('--tenant <slug|id> is required.');
        const tenant = await db.tenant.findFirst({ where: { OR: [{ slug: values.tenant }, { id: values.tenant }] }, select: { id: true } });
        if (!tenant) throw new UsageError(`No tenant "${values.tenant}".`);
        const input = createKeyInput.parse({
          name: values.name,
          type: values.type,
          scopes: values.scopes
            ?.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          expiresAt: values['expires-at'],
        });
        const key = await createApiKey({ kind: 'system', tenantId: tenant.id, actor: 'cli' }, tenant.id, input);
        print(key, () => [`api key  ${key.key}`, `id       ${key.id}`, `scopes   ${key.scopes.join(', ')}`, '         (shown once: store it now)']);
        return;
      }
      case 'key revoke': {
        const keyId = rest[0];
        if (!keyId) throw new UsageError('key revoke needs the key id.');
        const revokedAt = new Date();
        const { count } = await db.apiKey.updateMany({ where: { ...unsafeById(keyId), revokedAt: null }, data: { revokedAt } });
        const exists = count > 0 || (await db.apiKey.count({ where: unsafeById(keyId) })) > 0;
        if (!exists) throw new UsageError(`No API key "${keyId}".`);
        print({ id: keyId, revoked: true }, () => [`revoked ${keyId}`]);
        return;
      }
      case 'setup token': {
        if ((await db.user.count()) > 0) throw new UsageError('Setup has already been completed: sign in to the portal instead.');
        const issued = await issueSetupToken();
        print(issued, () => [`setup token  ${issued.token}`, `             (one-time; valid until ${issued.expiresAt.toISOString()})`]);
        return;
      }
      default:
        throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
    }
  } finally {
    await db.$disconnect();
  }
}

function explain(error: unknown): string {
  if (error instanceof z.ZodError) return error.issues.map((i) => `${formatPath(i.path) || 'input'}: ${i.message}`).join('\n');
  if (error instanceof AppError) return [error.message, ...(error.details ?? []).map((d) => `${d.path}: ${d.message}`)].join('\n');
  return error instanceof Error ? error.message : String(error);
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

let exitCode = 0;
const database = await prepareDatabase().catch((error: unknown) => {
  console.error(`could not reach the database: ${explain(error)}`);
  process.exit(1);
});
try {
  await run(database);
} catch (error) {
  const usage = error instanceof UsageError || error instanceof z.ZodError || error instanceof AppError;
  console.error(`error: ${explain(error)}${error instanceof UsageError ? `\n\n${USAGE}` : ''}`);
  exitCode = usage ? 2 : 1;
} finally {
  await database.stop();
}
process.exit(exitCode);
