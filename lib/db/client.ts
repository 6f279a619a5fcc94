import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';
import { config } from '../config.ts';

export type { Prisma } from './generated/client.ts';
export { Prisma as PrismaNs } from './generated/client.ts';

const holder = globalThis as { __a11yDb?: PrismaClient };

function create(): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: config().DATABASE_URL,
    max: config().DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

/** The one Prisma client of this process (kept on globalThis so dev reloads do not open new pools). */
export const db: PrismaClient = (holder.__a11yDb ??= create());

export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;
