import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's top folder as the server sees it, for the files it reads beside its code (the fonts' packages, the
 * payments stand-in's certificate): the working folder in a checkout (`next build`, the unit tests), its parent in the
 * standalone server, which changes into its copy of site/ (site/.next/standalone/site, /app/site in the image;
 * docs/adr/0022-one-build-every-environment.md). Told apart by node_modules, which the site's own folder never holds.
 */
export function repositoryRoot(cwd: string = process.cwd()): string {
  return existsSync(path.join(cwd, 'node_modules')) ? cwd : path.dirname(cwd);
}
