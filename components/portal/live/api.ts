import type { components, paths } from '@/sdk/src/generated/openapi.ts';

/**
 * The portal's one fetcher for client-side reads of /api/v1, typed by operation from the generated
 * contract (sdk/src/generated/openapi.ts). Same origin: the portal's session cookie authenticates it,
 * as it does the server components; no API key reaches the browser.
 */

type JsonGet = { get: { responses: { 200: { content: { 'application/json': unknown } } } } };

/** The API paths with a JSON GET, e.g. `'/scanner/jobs/{jobId}'`. */
export type GetPath = { [P in keyof paths]: paths[P] extends JsonGet ? P : never }[keyof paths];
type Operation<P extends GetPath> = paths[P]['get'];
/** The 200 body of `GET path`, as the OpenAPI document declares it. */
export type GetResult<P extends GetPath> = Operation<P>['responses'][200]['content']['application/json'];

type PathParams<P extends GetPath> = Operation<P>['parameters'] extends { path: infer T } ? T : never;
type QueryParams<P extends GetPath> = Operation<P>['parameters'] extends { query?: infer Q } ? Q : never;
/** The path parameters (required when the path has any) and the query of `GET path`. */
export type GetParams<P extends GetPath> = ([PathParams<P>] extends [never] ? { path?: never } : { path: PathParams<P> }) & {
  query?: QueryParams<P>;
};

/** A failed read: `status` is the HTTP status, 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: components['schemas']['Error']['code'] | undefined;
  constructor(status: number, message: string, code?: components['schemas']['Error']['code']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** `/api/v1` + the path with its parameters encoded + the query's defined values. */
export function apiUrl(path: string, params: { path?: Record<string, string>; query?: Record<string, unknown> } = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params.path?.[name];
    if (value === undefined) throw new TypeError(`apiUrl: no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const query = search.toString();
  return `/api/v1${filled}${query ? `?${query}` : ''}`;
}

/** The API's own message of an error answer (the Error schema), else one that names the status. */
export async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => /* expected: an error answer without a JSON body (a proxy's page) is named by its status */ null)) as Partial<
    components['schemas']['Error']
  > | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : `The server answered ${res.status}.`;
  return new ApiError(res.status, message, body?.code);
}

/** GET an /api/v1 operation with the session cookie; throws an ApiError on a network failure or an error answer. */
export async function apiGet<P extends GetPath>(path: P, params: GetParams<P>, signal?: AbortSignal): Promise<GetResult<P>> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path, params as Parameters<typeof apiUrl>[1]), {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The server could not be reached.');
  }
  if (!res.ok) throw await errorOf(res);
  const body = (await res.json().catch(() => /* expected: a body that is not JSON is the error thrown below */ undefined)) as GetResult<P> | undefined;
  if (body === undefined) throw new ApiError(res.status, 'The server’s answer was not JSON.');
  return body;
}
