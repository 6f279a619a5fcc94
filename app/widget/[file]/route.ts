import { IMMUTABLE_CACHE, serveWidgetFile } from '@/lib/widget/serve.ts';

/** The widget's lazy chunks, fonts and cursors, under content-hashed names. */
export async function GET(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  return serveWidgetFile(request, file, IMMUTABLE_CACHE);
}

export const HEAD = GET;
