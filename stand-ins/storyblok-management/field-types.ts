/*
 * The field types a component's schema may use, as the Management API's reference lists them
 * (stand-ins/storyblok-management/README.md), plus `tab`, the type the editor's tabs are stored as. Storyblok
 * refuses a component with any other type with a 422 naming the field and the type.
 */
export const FIELD_TYPES: readonly string[] = [
  'bloks',
  'text',
  'textarea',
  'richtext',
  'markdown',
  'number',
  'datetime',
  'boolean',
  'option',
  'options',
  'asset',
  'multiasset',
  'multilink',
  'table',
  'section',
  'custom',
  'image',
  'file',
  'tab',
];

/** Storyblok's refusal of the first field whose type it does not know, or undefined when every type is known. */
export function invalidFieldType(schema: Readonly<Record<string, unknown>>): string | undefined {
  for (const [key, field] of Object.entries(schema)) {
    const type = typeof field === 'object' && field !== null ? (field as { type?: unknown }).type : undefined;
    if (typeof type === 'string' && !FIELD_TYPES.includes(type)) {
      return `The schema is invalid, the field: '${key}' has an invalid type: '${type}'`;
    }
  }
  return undefined;
}
