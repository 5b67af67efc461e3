import { z } from 'zod';
import { BLOCK_CATALOG, type CatalogName } from '../../blocks/catalog.ts';
import { slotSchema } from '../../blocks/define.ts';
import { richTextDocSchema } from '../../blocks/rich-text/schema.ts';
import { imageAssetSchema, optionalImageAssetSchema } from '../../blocks/shared/asset.ts';
import { optionalMultilinkSchema } from '../../blocks/shared/link.ts';

/** One field as Storyblok's component schema describes it (what `shop storyblok push` sends). */
export interface StoryblokField {
  readonly type: 'text' | 'textarea' | 'richtext' | 'multilink' | 'asset' | 'bloks' | 'number' | 'boolean' | 'option';
  readonly pos: number;
  /** The field's label in the editor: the schema's `.meta({ title })`, else its name in words. */
  readonly display_name: string;
  /** What editors read under the field: the schema's `.describe()`. */
  readonly description?: string;
  /** A single-choice field's choices, from a zod enum. */
  readonly options?: readonly { readonly name: string; readonly value: string }[];
  readonly default_value?: string;
  readonly required?: true;
  readonly filetypes?: readonly ['images'];
  readonly restrict_components?: true;
  readonly component_whitelist?: readonly string[];
  /** A text's limit, from the zod string's `.max()`: the editor counts down to it. */
  readonly max_length?: number;
  /** How many blocks a list holds, from the zod array's `.min()` and `.max()`. */
  readonly minimum?: number;
  readonly maximum?: number;
  /** A link field also takes an e-mail address (blocks/shared/link.ts renders it as mailto:). */
  readonly email_link_type?: true;
}

export interface StoryblokComponent {
  readonly name: string;
  readonly display_name: string;
  /** What editors read in the block library: the catalog's description. */
  readonly description: string;
  readonly is_root: boolean;
  readonly is_nestable: boolean;
  /** The field whose value names a block in the editor's list of blocks (storyblokComponents' rule). */
  readonly preview_field?: string;
  /**
   * The component's group in the block library, by name as Storyblok's CLI writes it (`shop storyblok push` creates
   * the group and sends its uuid).
   */
  readonly component_group_name: ComponentGroupName;
  readonly schema: Readonly<Record<string, StoryblokField>>;
}

/**
 * The block library's groups: content types (a story's root), the blocks an editor puts in a page, and the items
 * that exist only inside their parent's list (each list admits only its own item, so they never clutter a page).
 */
export const COMPONENT_GROUPS = ['Content types', 'Page blocks', 'List items'] as const;
type ComponentGroupName = (typeof COMPONENT_GROUPS)[number];

type Entry = (typeof BLOCK_CATALOG)[CatalogName];
const isRoot = (entry: Entry) => 'root' in entry && entry.root === true;
const isItem = (entry: Entry) => 'item' in entry && entry.item === true;
const groupOf = (entry: Entry): ComponentGroupName =>
  isRoot(entry) ? 'Content types' : isItem(entry) ? 'List items' : 'Page blocks';

/** What a block slot (e.g. a page's body) admits: every page block, never a content type or a list's item. */
export const SLOT_WHITELIST: readonly CatalogName[] = (Object.keys(BLOCK_CATALOG) as CatalogName[]).filter(
  (name) => groupOf(BLOCK_CATALOG[name]) === 'Page blocks',
);

/** Fields every block has, which Storyblok manages itself. */
const BASE_FIELDS = new Set(['_uid', 'component', '_editable']);

interface Def {
  type?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Readonly<Record<string, string>>;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  checks?: readonly { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** A `min_length` or `max_length` check's bound on a string or an array, if it has one. */
const lengthBound = (def: Def, check: 'min_length' | 'max_length') =>
  def.checks?.map((entry) => entry._zod.def).find((entry) => entry.check === check)?.[
    check === 'min_length' ? 'minimum' : 'maximum'
  ];

/**
 * Whether `schema` is `shared` or made from it by `.describe()`/`.meta()` (zod clones a schema for those and keeps
 * the original as its parent).
 */
function derivesFrom(schema: z.ZodType, shared: z.ZodType): boolean {
  for (let current: z.ZodType | undefined = schema; current;) {
    if (current === shared) return true;
    current = (current as unknown as { _zod: { parent?: z.ZodType } })._zod.parent;
  }
  return false;
}

/** Text an editor writes over several lines (an intro, a description, a body): `.meta({ multiline: true })`. */
const isMultiline = (schema: z.ZodType) => z.globalRegistry.get(schema)?.multiline === true;

/** A field's label: its `.meta({ title })`, else its name in words ('manageLink' -> 'Manage link'). */
export function displayNameOf(field: string, schema: z.ZodType): string {
  const title = z.globalRegistry.get(schema)?.title;
  if (title) return title;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The catalog entry whose schema a list's elements use: a list of item components. */
function itemComponentOf(element: z.ZodType): CatalogName | undefined {
  return (Object.keys(BLOCK_CATALOG) as CatalogName[]).find((name) => BLOCK_CATALOG[name].schema === element);
}

/**
 * A zod field schema as a Storyblok field type. Known shared schemas (rich text, image assets, block slots) are
 * recognised by identity; wrappers (optional, default, pipes and transforms) are looked through.
 */
export function fieldType(schema: z.ZodType): Omit<StoryblokField, 'pos' | 'required' | 'display_name'> {
  let multiline = false;
  for (let current: z.ZodType | undefined = schema; current;) {
    multiline ||= isMultiline(current);
    if (current === richTextDocSchema) return { type: 'richtext' };
    if (derivesFrom(current, optionalMultilinkSchema)) return { type: 'multilink', email_link_type: true };
    if (derivesFrom(current, imageAssetSchema) || derivesFrom(current, optionalImageAssetSchema))
      return { type: 'asset', filetypes: ['images'] };
    if (current === slotSchema)
      return { type: 'bloks', restrict_components: true, component_whitelist: SLOT_WHITELIST };
    const def = defOf(current);
    if (def.type === 'array' && def.element) {
      const item = itemComponentOf(def.element);
      const minimum = lengthBound(def, 'min_length');
      const maximum = lengthBound(def, 'max_length');
      return {
        type: 'bloks',
        ...(item ? { restrict_components: true, component_whitelist: [item] } : {}),
        ...(minimum === undefined ? {} : { minimum }),
        ...(maximum === undefined ? {} : { maximum }),
      };
    }
    if (def.type === 'enum' && def.entries) {
      return { type: 'option', options: Object.values(def.entries).map((value) => ({ name: value, value })) };
    }
    if (def.type === 'string') {
      const maxLength = lengthBound(def, 'max_length');
      return { type: multiline ? 'textarea' : 'text', ...(maxLength === undefined ? {} : { max_length: maxLength }) };
    }
    if (def.type === 'number') return { type: 'number' };
    // Storyblok's number fields arrive as strings: a number-or-string union is a number field.
    if (def.type === 'union' && def.options?.some((option) => defOf(option).type === 'number'))
      return { type: 'number' };
    if (def.type === 'boolean') return { type: 'boolean' };
    current = def.innerType ?? def.in;
  }
  throw new Error('no Storyblok field type for this schema: add a case to fieldType');
}

/** A field's zod default (looked through wrappers), which becomes the field's default in the editor. */
function defaultOf(schema: z.ZodType): unknown {
  for (let current: z.ZodType | undefined = schema; current;) {
    const def = defOf(current);
    if (def.type === 'default')
      return typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
    current = def.innerType ?? def.in;
  }
  return undefined;
}

/** Storyblok's component definitions, generated from the zod schemas the site parses content with. */
export function storyblokComponents(): { components: StoryblokComponent[] } {
  const components = (Object.keys(BLOCK_CATALOG) as CatalogName[]).map((name): StoryblokComponent => {
    const entry = BLOCK_CATALOG[name];
    const shape = defOf(entry.schema).shape ?? {};
    const fields = Object.entries(shape).filter(([field]) => !BASE_FIELDS.has(field));
    const schema = Object.fromEntries(
      fields.map(([field, fieldSchema], pos) => {
        try {
          const required = !fieldSchema.safeParse(undefined).success;
          const fallback = defaultOf(fieldSchema);
          return [
            field,
            {
              ...fieldType(fieldSchema),
              pos,
              display_name: displayNameOf(field, fieldSchema),
              ...(required ? { required: true as const } : {}),
              ...(fieldSchema.description ? { description: fieldSchema.description } : {}),
              ...(typeof fallback === 'string' ? { default_value: fallback } : {}),
            },
          ];
        } catch (error) {
          throw new Error(`${name}.${field}: ${(error as Error).message}`);
        }
      }),
    );
    const root = isRoot(entry);
    const texts = Object.entries(schema).filter(([, field]) => field.type === 'text' || field.type === 'textarea');
    // The preview names a block in the editor's list: its first required text (a title, a label), else its first text.
    const preview = (texts.find(([, field]) => field.required) ?? texts[0])?.[0];
    return {
      name,
      display_name: entry.displayName,
      description: entry.description,
      is_root: root,
      is_nestable: !root,
      ...(preview === undefined ? {} : { preview_field: preview }),
      component_group_name: groupOf(entry),
      schema,
    };
  });
  return { components };
}
