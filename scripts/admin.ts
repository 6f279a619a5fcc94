/**
 * Operator CLI, for headless setups and automation (`npm run -s admin -- …`: without -s npm prints its
 * banner, command line included, before the output):
 *   tenant create --name Acme --plan pro [--owner-email E [--password-stdin]] [--json]
 *   tenant list [--json]
 *   key create --tenant <slug|id> [--name N] [--type secret|publishable] [--scopes a,b] [--expires-at ISO] [--json]
 *   key revoke <key-id>
 *   setup token [--json]
 * The owner's password comes from stdin (--password-stdin), A11Y_OWNER_PASSWORD, or a prompt that does
 * not echo; never from the command line unless --owner-password insists (with a warning).
 * Uses DATABASE_URL, or the embedded database under DATA_DIR (shared with a running dev server).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { formatPath } from '../lib/api/errors.ts';
import { prepareDatabase, type PreparedDatabase } from './prepare-database.ts';
import { config } from '../lib/config.ts';
import { AppError } from '../lib/errors.ts';
import { promptHidden, readStdin } from './password-input.ts';

const USAGE = `usage:
  npm run -s admin -- tenant create --name <name> [--plan starter|pro|enterprise] [--owner-email <email> [--password-stdin]]
                                    [--owner-name <name>] [--monthly-quota N] [--rate-limit N] [--ai-tokens N] [--max-scan-pages N] [--json]
  npm run -s admin -- tenant list [--json]
  npm run -s admin -- key create --tenant <slug|id> [--name <name>] [--type secret|publishable] [--scopes a,b,c] [--expires-at <ISO date>] [--json]
  npm run -s admin -- key revoke <key-id> [--json]
  npm run -s admin -- setup token [--json]     a one-time token for first-run setup from another machine

The owner's password (with --owner-email): piped with --password-stdin, or in A11Y_OWNER_PASSWORD, or typed
when asked (in a terminal). --owner-password <password> works too, but anyone on the machine can read it.`;

const FLAG_WARNING =
  'warning: --owner-password puts the password in the process list and your shell history; use --password-stdin, A11Y_OWNER_PASSWORD or the prompt instead.';

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
        'password-stdin': { type: 'boolean', default: false },
        'owner-name': { type: 'string' },
        'monthly-quota': { type: 'string' },
        'rate-limit': { type: 'string' },
        'ai-tokens': { type: 'string' },
        'max-scan-pages': { type: 'string' },
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

/** The first owner's password, from the first source given: stdin, the flag, the environment, a prompt. */
async function ownerPassword(): Promise<string | undefined> {
  const email = values['owner-email'];
  const flag = values['owner-password'];
  const fromStdin = values['password-stdin'];
  if (!email) {
    if (flag !== undefined || fromStdin) throw new UsageError('--owner-password and --password-stdin go with --owner-email.');
    return undefined;
  }
  if (flag !== undefined && fromStdin) throw new UsageError('Give the password one way: --password-stdin or --owner-password.');
  if (fromStdin) {
    if (process.stdin.isTTY) throw new UsageError('--password-stdin reads a piped password: echo "$PASSWORD" | npm run -s admin -- …');
    return readStdin();
  }
  if (flag !== undefined) {
    console.error(FLAG_WARNING);
    return flag;
  }
  const fromEnv = config().A11Y_OWNER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) {
    const first = await promptHidden(`Password for ${email}: `);
    if ((await promptHidden('Repeat it: ')) !== first) throw new UsageError('The two passwords differ.');
    return first;
  }
  throw new UsageError(`--owner-email needs the owner's password: pipe it with --password-stdin, set A11Y_OWNER_PASSWORD, or run in a terminal to be asked.`);
}

async function run(database: PreparedDatabase, password: string | undefined): Promise<void> {
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
        const input = createTenantInput.parse({
          name: values.name,
          plan: values.plan ?? 'starter',
          monthlyQuota: int('monthly-quota'),
          rateLimitPerMinute: int('rate-limit'),
          aiTokensPerMonth: int('ai-tokens'),
          maxScanPages: int('max-scan-pages'),
          owner: values['owner-email'] ? { email: values['owner-email'], password, name: values['owner-name'] } : undefined,
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

function fail(error: unknown): never {
  const usage = error instanceof UsageError || error instanceof z.ZodError || error instanceof AppError;
  console.error(`error: ${explain(error)}${error instanceof UsageError ? `\n\n${USAGE}` : ''}`);
  process.exit(usage ? 2 : 1);
}

/** What `tenant create` needs from the operator, asked before the database starts (a prompt should not wait on it). */
async function beforeDatabase(): Promise<string | undefined> {
  if (positionals.slice(0, 2).join(' ') !== 'tenant create') return undefined;
  if (!values.name) throw new UsageError('--name is required.');
  return ownerPassword();
}

const password = await beforeDatabase().catch(fail);

let exitCode = 0;
const database = await prepareDatabase().catch((error: unknown) => {
  console.error(`could not reach the database: ${explain(error)}`);
  process.exit(1);
});
try {
  await run(database, password);
} catch (error) {
  const usage = error instanceof UsageError || error instanceof z.ZodError || error instanceof AppError;
  console.error(`error: ${explain(error)}${error instanceof UsageError ? `\n\n${USAGE}` : ''}`);
  exitCode = usage ? 2 : 1;
} finally {
  await database.stop();
}
process.exit(exitCode);
