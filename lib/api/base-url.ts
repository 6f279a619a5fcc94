/** Where links we hand out (invitations) should point: PUBLIC_BASE_URL, else the request's own origin. */
export function publicBaseUrl(req: Request): string {
  return process.env.PUBLIC_BASE_URL ?? new URL(req.url).origin;
}
