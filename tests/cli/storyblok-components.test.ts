import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOG, type CatalogName } from '../../blocks/catalog.ts';
import { BLOCKS } from '../../blocks/registry.ts';
import { storyblokComponents } from '../../cli/storyblok/components.ts';
import { ROOT, shop } from './run-shop.ts';

const { components } = storyblokComponents();
const names = Object.keys(BLOCK_CATALOG) as CatalogName[];

describe('shop storyblok components', () => {
  it('matches the snapshot of the space’s component definitions', () => {
    expect(components).toMatchSnapshot();
  });

  it('describes every block with exactly the fields of its zod schema', () => {
    expect(components.map((component) => component.name)).toEqual(names);
    for (const name of names) {
      const shape = (BLOCK_CATALOG[name].schema as unknown as { def: { shape: Record<string, unknown> } }).def.shape;
      const fields = Object.keys(shape).filter((field) => !['_uid', 'component', '_editable'].includes(field));
      const component = components.find((c) => c.name === name)!;
      expect(Object.keys(component.schema), name).toEqual(fields);
      expect(component.display_name).toBe(BLOCK_CATALOG[name].displayName);
    }
  });

  it('lets only the page, the header menu and the communication bar be a story’s root, and restricts lists to their item component', () => {
    expect(components.filter((c) => c.is_root).map((c) => c.name)).toEqual(['page', 'menu', 'communication-bar']);
    expect(components.find((c) => c.name === 'menu')!.schema.items).toMatchObject({ type: 'bloks', restrict_components: true, component_whitelist: ['header-menu-item'] });
    expect(components.find((c) => c.name === 'faq')!.schema.items).toMatchObject({ type: 'bloks', restrict_components: true, component_whitelist: ['faq-item'], required: true });
    expect(components.find((c) => c.name === 'faq-item')!.schema.answer).toMatchObject({ type: 'richtext' });
    expect(components.find((c) => c.name === 'image')!.schema.width).toMatchObject({ type: 'number' });
  });

  it('is the same schema the site renders with: every registered block comes from the catalog', () => {
    for (const [name, block] of Object.entries(BLOCKS)) {
      expect(block.schema, name).toBe(BLOCK_CATALOG[name as CatalogName].schema);
    }
  });

  it('registers a block for every catalog entry but the list items, and for nothing else', () => {
    expect(Object.keys(BLOCKS)).toEqual(names.filter((name) => !('item' in BLOCK_CATALOG[name])));
  });

  it('writes components.json, and the committed copy is current', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'components-'));
    try {
      const out = path.join(dir, 'components.json');
      const result = shop(['storyblok', 'components', '--out', out]);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`Wrote ${names.length} component definitions`);
      const written = readFileSync(out, 'utf8');
      expect(JSON.parse(written)).toEqual({ components });
      expect(readFileSync(path.join(ROOT, 'stand-ins/content/components.json'), 'utf8')).toBe(written);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
