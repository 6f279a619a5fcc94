/** Next.js calls this once when a server instance starts: the embedded job runner starts with it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { config } = await import('./lib/config.ts');
  const refusal = config().inngestDevModeRefusal;
  if (refusal) throw new Error(refusal);
  const [{ startEmbeddedJobs }, { workflows, crons }] = await Promise.all([import('./lib/jobs/embedded.ts'), import('./lib/workflows/index.ts')]);
  startEmbeddedJobs(workflows, crons);
  // While nobody has set the installation up, the operator gets a token to do it from another machine.
  const [{ announceSetupToken }, { logger }] = await Promise.all([import('./lib/users/setup-token.ts'), import('./lib/logger.ts')]);
  await announceSetupToken().catch((error: unknown) => logger.warn({ err: error }, 'could not issue a setup token'));
}
