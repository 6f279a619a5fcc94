import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

export type { Prisma } from './generated/client.ts';
export { Prisma as PrismaNs } from './generated/client.ts';

const holder = globalThis as { __a11yDb?: PrismaClient };

function create(): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

/** The one Prisma client of this process (kept on globalThis so dev reloads do not open new pools). */
export const db: PrismaClient = (holder.__a11yDb ??= create());

export type Db = PrismaClient;
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;
