import { SCRIPT_CACHE, serveWidgetFile } from '@/lib/widget/serve.ts';

/** The embeddable toolbar's first script (public, no key). */
export function GET(request: Request): Promise<Response> {
  return serveWidgetFile(request, 'widget.js', SCRIPT_CACHE);
}

export const HEAD = GET;
