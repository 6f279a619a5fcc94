import { unknownPath } from '@/lib/http/route.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPath();
