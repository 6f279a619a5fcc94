import NextAuth from 'next-auth';
import { authOptions } from '@/lib/portal/next-auth.ts';

const handler = NextAuth(authOptions());

export { handler as GET, handler as POST };
