import { build, freePort, needsBuild, startServer } from '../../site/scripts/server.mjs';

const APP_ENV = 'local';

/**
 * The site as `npm start` serves it (the embedded defaults), built first when the sources changed since the last
 * build, on a free loopback port; the gallery stops it when it is done.
 */
export async function serveSite(): Promise<{ readonly url: string; readonly stop: () => Promise<unknown> }> {
  if (needsBuild()) {
    console.log('Building the site ...');
    const started = Date.now();
    await build({ quiet: true });
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const port = await freePort();
  const server = await startServer({ port, appEnv: APP_ENV, stdio: 'ignore' });
  console.log(`Serving the site on ${server.url}`);
  return server;
}
