import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storyblokComponents } from '../storyblok/components.ts';

/** The project's own copy, beside the local stories. */
export const DEFAULT_COMPONENTS_FILE = path.resolve(import.meta.dirname, '../../stand-ins/content/components.json');

/** `shop storyblok components`: the space's component definitions, in the shape the Storyblok CLI pushes. */
export function storyblokComponentsCommand(options: { readonly out: string }): number {
  const file = path.resolve(options.out);
  const { components } = storyblokComponents();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ components }, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  console.log(`Wrote ${components.length} component definitions to ${path.relative(process.cwd(), file) || file}.`);
  console.log('Push them with the Storyblok CLI, e.g. `npx storyblok push-components <file> --space <id>`.');
  return 0;
}
