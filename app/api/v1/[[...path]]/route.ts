import { dispatch } from '@/lib/http/dispatch.ts';
import { ALL_ROUTES } from '@/lib/http/openapi.ts';

/** Every endpoint of /api/v1, from the route table (lib/http/openapi.ts ALL_ROUTES): a new one needs no file here. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dispatch(ALL_ROUTES);
