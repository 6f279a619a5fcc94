import { unknownPath } from '@/lib/api/route.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPath();
