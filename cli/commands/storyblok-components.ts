import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storyblokComponents } from '../storyblok/components.ts';

/** The project's own copy, beside the local stories. */
export const DEFAULT_COMPONENTS_FILE = path.resolve(import.meta.dirname, '../../stand-ins/content/components.json');

/**
 * `shop storyblok components`: the space's component definitions, as `shop storyblok push` sends them (a file to
 * review).
 */
export function storyblokComponentsCommand(options: { readonly out: string }): number {
  const file = path.resolve(options.out);
  const { components } = storyblokComponents();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ components }, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  console.log(`Wrote ${components.length} component definitions to ${path.relative(process.cwd(), file) || file}.`);
  console.log('`shop storyblok push` sends them to a space, with their groups, the brand folders and the stories.');
  return 0;
}
