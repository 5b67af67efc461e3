import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLOCK_CATALOG, type CatalogName } from '../../blocks/catalog.ts';
import { BLOCKS } from '../../blocks/registry.ts';
import {
  COMPONENT_GROUPS,
  SLOT_WHITELIST,
  displayNameOf,
  fieldType,
  storyblokComponents,
  type StoryblokField,
} from '../../cli/storyblok/components.ts';
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
    expect(components.find((c) => c.name === 'menu')!.schema.items).toMatchObject({
      type: 'bloks',
      restrict_components: true,
      component_whitelist: ['header-menu-item'],
    });
    expect(components.find((c) => c.name === 'faq')!.schema.items).toMatchObject({
      type: 'bloks',
      restrict_components: true,
      component_whitelist: ['faq-item'],
      required: true,
    });
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

/** A field in the table below: Storyblok's type, required or not, and the one component a list admits. */
type Row = readonly [type: StoryblokField['type'], required: boolean, item?: CatalogName];
const T = (required = false): Row => ['text', required];
const TA: Row = ['textarea', false];
const LINK: Row = ['multilink', false];

/**
 * Every block as a space must show it, written out by hand so a change to a schema shows here as a reviewed change:
 * its group, its preview field, and per field the type, whether it is required, and the list's item component.
 */
const EXPECTED: Readonly<
  Record<CatalogName, { group: string; preview?: string; fields: Readonly<Record<string, Row>> }>
> = {
  page: {
    group: 'Content types',
    preview: 'seo_title',
    fields: {
      body: ['bloks', false],
      seo_title: T(),
      meta_description: TA,
      social_image: ['asset', false],
      noindex: ['boolean', false],
    },
  },
  hero: {
    group: 'Page blocks',
    preview: 'title',
    fields: { title: T(true), intro: TA, formulas: T(), dedupe: ['option', false], showOffers: ['boolean', false] },
  },
  'usp-bar': { group: 'Page blocks', fields: { items: ['bloks', true, 'usp-item'] } },
  'usp-item': { group: 'List items', preview: 'title', fields: { title: T(true), description: TA } },
  'header-points': { group: 'Page blocks', fields: { points: ['bloks', true, 'header-point'] } },
  'header-point': { group: 'List items', preview: 'text', fields: { text: T(true) } },
  faq: { group: 'Page blocks', preview: 'title', fields: { title: T(), items: ['bloks', true, 'faq-item'] } },
  'faq-item': { group: 'List items', preview: 'question', fields: { question: T(true), answer: ['richtext', false] } },
  touchpoints: { group: 'Page blocks', preview: 'title', fields: { title: T(), items: ['bloks', true, 'touchpoint'] } },
  touchpoint: {
    group: 'List items',
    preview: 'title',
    fields: { title: T(true), description: TA, image: ['asset', false] },
  },
  'rich-text': { group: 'Page blocks', fields: { text: ['richtext', false] } },
  image: {
    group: 'Page blocks',
    preview: 'caption',
    fields: { image: ['asset', true], caption: T(), width: ['number', false], height: ['number', false] },
  },
  'modal-content': {
    group: 'Page blocks',
    preview: 'title',
    fields: { title: T(true), text: ['richtext', false], image: ['asset', false] },
  },
  'customer-service': {
    group: 'Page blocks',
    preview: 'title',
    fields: {
      title: T(),
      variant: ['option', false],
      businessHourContent: T(),
      closedContent: TA,
      avatar: ['asset', false],
      customerServiceLink: LINK,
      manageLink: LINK,
    },
  },
  'promo-code-form': { group: 'Page blocks', preview: 'title', fields: { title: T(), intro: TA } },
  'order-confirmation': { group: 'Page blocks', preview: 'title', fields: { title: T() } },
  'order-form': { group: 'Page blocks', preview: 'title', fields: { title: T(), intro: TA } },
  menu: { group: 'Content types', fields: { items: ['bloks', true, 'header-menu-item'] } },
  'header-menu-item': {
    group: 'List items',
    preview: 'label',
    fields: { label: T(true), path: T(true), icon: ['option', false] },
  },
  'communication-bar': {
    group: 'Content types',
    preview: 'text',
    fields: { text: T(true), link: LINK, linkLabel: T() },
  },
};

const fieldSchemaOf = (name: CatalogName, field: string) =>
  (BLOCK_CATALOG[name].schema as unknown as { def: { shape: Record<string, z.ZodType> } }).def.shape[field]!;

/** A value an editor could enter in a field of this Storyblok type (a text that is also a site path and a link). */
function sampleFor(field: StoryblokField): unknown {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return '/digitaal';
    case 'multilink':
      return { id: '', url: '/digitaal', linktype: 'url', fieldtype: 'multilink', cached_url: '/digitaal' };
    case 'number':
      return '640'; // Storyblok sends a number field as a string
    case 'boolean':
      return true;
    case 'richtext':
      return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tekst' }] }] };
    case 'asset':
      return { filename: 'https://a.storyblok.com/f/1/640x480/abc/foto.png', alt: '' };
    case 'option':
      return field.options![0]!.value;
    case 'bloks':
      return field.component_whitelist?.length === 1 ? [sampleBlock(field.component_whitelist[0] as CatalogName)] : [];
  }
}

/** A block of this component with every field filled by its sample. */
function sampleBlock(name: CatalogName): Record<string, unknown> {
  const component = components.find((c) => c.name === name)!;
  return {
    _uid: `sample-${name}`,
    component: name,
    ...Object.fromEntries(Object.entries(component.schema).map(([field, def]) => [field, sampleFor(def)])),
  };
}

describe('the generated component schemas against the zod schemas', () => {
  it('covers every block of the catalog', () => {
    expect(Object.keys(EXPECTED)).toEqual(names);
  });

  describe.each(names)('%s', (name) => {
    const component = components.find((c) => c.name === name)!;
    const expected = EXPECTED[name];

    it('has its group, preview field and description', () => {
      expect(component.component_group_name).toBe(expected.group);
      expect(component.preview_field).toBe(expected.preview);
      expect(component.description).toBe(BLOCK_CATALOG[name].description);
      expect(component.description.length).toBeGreaterThan(10);
    });

    it.each(Object.entries(expected.fields))(
      'field %s: type, required and whitelist, as zod parses it',
      (field, [type, required, item]) => {
        const generated = component.schema[field]!;
        const zodField = fieldSchemaOf(name, field);
        expect(generated.type).toBe(type);
        expect(generated.required ?? false).toBe(required);
        // Required in the editor exactly when zod refuses the field left out.
        expect(zodField.safeParse(undefined).success).toBe(!required);
        // What an editor enters in a field of that type, zod accepts.
        expect(zodField.safeParse(sampleFor(generated)).error).toBeUndefined();
        if (type === 'option') {
          for (const option of generated.options!)
            expect(zodField.safeParse(option.value).success, option.value).toBe(true);
        }
        if (type === 'bloks') {
          expect(generated.restrict_components).toBe(true);
          expect(generated.component_whitelist).toEqual(item ? [item] : SLOT_WHITELIST);
          if (item) {
            // The whitelist is zod's: another block in the list is refused.
            expect(zodField.safeParse([{ ...sampleBlock(item), component: 'hero' }]).success).toBe(false);
          }
        }
      },
    );

    it('accepts a whole block of its samples, as a space would send it', () => {
      expect(Object.keys(component.schema)).toEqual(Object.keys(expected.fields));
      expect(BLOCK_CATALOG[name].schema.safeParse(sampleBlock(name)).error).toBeUndefined();
    });
  });

  it('lets a page’s body hold every page block and nothing else: no content type, no list item', () => {
    expect(SLOT_WHITELIST).toEqual(names.filter((name) => EXPECTED[name].group === 'Page blocks'));
    expect(COMPONENT_GROUPS).toEqual(['Content types', 'Page blocks', 'List items']);
  });
});

/** Field settings beyond the type, as the editor shows them: one row per setting a schema gives a field. */
describe('the editor’s field settings, read from the zod schemas', () => {
  const fieldOf = (name: CatalogName, field: string) => components.find((c) => c.name === name)!.schema[field]!;

  it.each<[string, CatalogName, string, Partial<StoryblokField>]>([
    ['long text is a textarea', 'hero', 'intro', { type: 'textarea' }],
    ['a short text stays one line', 'hero', 'title', { type: 'text' }],
    ['a string’s .max() is its max_length', 'communication-bar', 'text', { type: 'text', max_length: 160 }],
    ['a long text keeps its .max()', 'page', 'meta_description', { type: 'textarea', max_length: 300 }],
    ['a list’s .min() is its minimum', 'faq', 'items', { type: 'bloks', minimum: 1 }],
    [
      'a link is a multilink that takes e-mail addresses',
      'customer-service',
      'customerServiceLink',
      { type: 'multilink', email_link_type: true },
    ],
    ['a field’s name in words', 'customer-service', 'customerServiceLink', { display_name: 'Customer service link' }],
    ['a snake_case name in words', 'page', 'meta_description', { display_name: 'Meta description' }],
    ['a field’s own title, and its .max()', 'page', 'seo_title', { display_name: 'Search title', max_length: 70 }],
    [
      'an image asset with its description',
      'page',
      'social_image',
      { type: 'asset', filetypes: ['images'], description: expect.stringContaining('1200 x 630') },
    ],
    ['a switch with its own title', 'page', 'noindex', { type: 'boolean', display_name: 'Hidden from search engines' }],
    ['a one-word name', 'communication-bar', 'link', { display_name: 'Link' }],
    ['the schema’s description', 'header-menu-item', 'path', { description: expect.stringContaining('/digitaal') }],
  ])('%s (%s.%s)', (_, name, field, expected) => {
    expect(fieldOf(name, field)).toMatchObject(expected);
  });

  it.each<[string, CatalogName, string, keyof StoryblokField]>([
    ['a text without .max()', 'hero', 'title', 'max_length'],
    ['a list without .max()', 'faq', 'items', 'maximum'],
    ['a list without .min()', 'page', 'body', 'minimum'],
    ['a link offers no assets and no new tab', 'communication-bar', 'link', 'asset_link_type' as keyof StoryblokField],
  ])('%s has no %4$s', (_, name, field, key) => {
    expect(fieldOf(name, field)).not.toHaveProperty(key);
  });

  it('gives every field a display name', () => {
    const fields = components.flatMap((c) => Object.values(c.schema));
    expect(fields.length).toBeGreaterThan(40);
    for (const field of fields) expect(field.display_name).toMatch(/^[A-Z][a-z0-9 ]*$/);
  });
});

describe('a zod schema as a Storyblok field', () => {
  it.each<[string, z.ZodType, Partial<StoryblokField>]>([
    ['a string', z.string(), { type: 'text' }],
    ['a string with .max()', z.string().max(80), { type: 'text', max_length: 80 }],
    ['multiline meta, through .describe()', z.string().meta({ multiline: true }).describe('x'), { type: 'textarea' }],
    ['multiline meta and .max()', z.string().max(500).meta({ multiline: true }).optional(), { max_length: 500 }],
    ['a list with .min() and .max()', z.array(z.string()).min(2).max(5), { type: 'bloks', minimum: 2, maximum: 5 }],
    ['a list with .max() only', z.array(z.string()).max(3).optional(), { type: 'bloks', maximum: 3 }],
  ])('%s', (_, schema, expected) => {
    expect(fieldType(schema)).toMatchObject(expected);
  });

  it.each<[string, z.ZodType, string]>([
    ['customerServiceLink', z.string(), 'Customer service link'],
    ['meta_description', z.string(), 'Meta description'],
    ['showOffers', z.boolean(), 'Show offers'],
    ['title', z.string().meta({ title: 'Kop van het blok' }), 'Kop van het blok'],
  ])('%s is shown as its display name', (field, schema, expected) => {
    expect(displayNameOf(field, schema)).toBe(expected);
  });
});
