import { matchesEtag, type WidgetFiles, widgetFiles, widgetHeaders } from './bundle.ts';

/** widget.js: five minutes in caches, then revalidated (304 while its ETag holds). */
export const SCRIPT_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
/** Content-hashed files never change under their name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const built = widgetFiles();

export async function serveWidgetFile(request: Request, name: string, cacheControl: string, files: WidgetFiles = built): Promise<Response> {
  const file = await files.get(name);
  if (!file) {
    return new Response(name === 'widget.js' ? 'The widget is not built (npm run build:widget).\n' : 'Not found.\n', {
      status: name === 'widget.js' ? 503 : 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  const headers = widgetHeaders(file, cacheControl);
  if (matchesEtag(request.headers.get('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
  const body = request.method === 'HEAD' ? null : (file.body.slice().buffer as ArrayBuffer);
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(file.body.byteLength) } });
}
