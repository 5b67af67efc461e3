import type { EditableAttributes } from './define.ts';

const NONE: EditableAttributes = {};

/**
 * Storyblok's editable attributes from a block's `_editable` comment, computed as `storyblokEditable` of
 * @storyblok/js does (packages/js/src/editable.ts in storyblok/monoblok): strip the `<!--#storyblok#` prefix and
 * `-->` suffix, parse the JSON, then `data-blok-c` is that JSON re-serialised and `data-blok-uid` is `{id}-{uid}`.
 * The bridge finds blocks by these two attributes. A missing or malformed comment gives no attributes (never an
 * error), as in the SDK.
 */
export function editableAttributes(editable: string | undefined): EditableAttributes {
  if (editable === undefined) return NONE;
  let options: unknown;
  try {
    options = JSON.parse(editable.replace(/^<!--#storyblok#/, '').replace(/-->$/, ''));
  } catch {
    return NONE;
  }
  if (typeof options !== 'object' || options === null) return NONE;
  const id = 'id' in options ? options.id : undefined;
  const uid = 'uid' in options ? options.uid : undefined;
  return { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${String(id)}-${String(uid)}` };
}
