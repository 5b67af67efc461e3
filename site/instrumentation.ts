/** Runs once when the server starts: parse the environment now, so a bad value stops start-up, not a request. */
export async function register(): Promise<void> {
  await import('./env.ts');
}
