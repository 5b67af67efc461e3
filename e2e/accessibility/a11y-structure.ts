import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes as Tree } from 'parse5';

/*
 * A page's parts as the accessibility checks read them (docs/adr/0034), from the server's HTML: the document as a
 * whole (its skeleton), each part of its body (the header, the main content, the footer, each dialog), any part a
 * state's check is scoped to, and the data the browser's code builds states from. Each is reduced to a structure that
 * keeps every element and every attribute axe and HTML_CodeSniffer read, with what cannot change their result reduced
 * to a pattern; equal structures give equal results (e2e/accessibility/a11y-classes.ts). Pure:
 * tests/e2e/accessibility/a11y-structure.test.ts.
 *
 * What is reduced, and why it cannot change a result:
 * - A text (a text node, an alt, a label, a title) becomes T1, T2, ... by first appearance in its part, or E when
 *   empty: the checks read whether a name is empty and whether two names are equal (an image's alt repeating its
 *   link's text), never the words.
 * - An id becomes #1, #2, ... by first appearance in its part, and every reference to it (for, aria-labelledby,
 *   href="#x", ...) the same mark; a reference to an element in another part becomes that element's tag, a reference
 *   to nothing stays '!'. Ids duplicated anywhere in the page are counted in the skeleton.
 * - The brand's own words (its code, name, domain) become a mark, and so do the theme's values on the root element:
 *   the theme class (e2e/accessibility/a11y-theme-class.ts) carries what contrast depends on.
 * - A link's or an image's address becomes U (only whether there is one is read); a script's or stylesheet's stays.
 * - Inline scripts are not structure: the code is the build's, the same on every page, and the data it reads is the
 *   client components' properties, kept apart (clientData) for the states the browser builds.
 * - SVG geometry, nonces and comments go: no check reads them.
 */

/** What one brand's page may carry of its own, replaced by marks: its code, name and domain. */
export interface BrandWords {
  readonly words: readonly string[];
}

/** Finds a part a state's check is scoped to: by tag, by id or by an attribute's value. */
export type PartSelector =
  { readonly tag: string } | { readonly id: string } | { readonly attribute: string; readonly value: string };

export interface PageParts {
  /** The document as a whole: language, title, viewport, the order of the body's parts, ids duplicated anywhere. */
  readonly skeleton: string;
  /**
   * Each part of the body (an element child of body, scripts aside) by its tag and id, and its structure's
   * fingerprint; the main content split into itself and each of its blocks ('main#main>0', ...), all `in` it.
   */
  readonly regions: readonly { readonly name: string; readonly in: string; readonly structure: string }[];
  /** The elements each selector finds: their structures' fingerprint, undefined when there is none. */
  readonly scopes: Readonly<Record<string, string | undefined>>;
  /**
   * The client components' properties, children aside, by component (the shop's own inline scripts under
   * OWN_SCRIPTS): what the browser builds its states from.
   */
  readonly clientData: Readonly<Record<string, string>>;
}

/** Attributes whose value is a text a person reads: an accessible name, a description, a placeholder. */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'title',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'label',
  'summary',
  'abbr',
  'value',
  'content',
]);
/** Attributes that name one or more ids. */
const ID_REFERENCES = new Set([
  'for',
  'form',
  'list',
  'headers',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-flowto',
  'aria-details',
  'aria-errormessage',
  'aria-activedescendant',
  'popovertarget',
  'commandfor',
]);
/** Addresses of content: only whether there is one is read. */
const ADDRESSES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'cite', 'ping']);
/** What no check reads: SVG geometry and paint, nonces, integrity hashes, size hints. */
const IGNORED_ATTRIBUTES = new Set([
  'd',
  'points',
  'viewbox',
  'transform',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'dx',
  'dy',
  'offset',
  'stop-color',
  'fill-rule',
  'clip-rule',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'nonce',
  'integrity',
  'sizes',
  'fetchpriority',
  'imagesizes',
  'imagesrcset',
]);
/** A meta element's content that is read as it is (the viewport's zoom, a refresh); others are texts. */
const META_KEPT = new Set(['viewport', 'refresh']);

/** An inline image (a logo, an icon): an address like any other. */
const DATA_URL = /data:[\w/+.-]+[,;][^"'\\\s)]*/g;
/** Long runs of digits (story ids, timestamps, phone numbers) and of hex digits (signatures, hashes). */
const LONG_NUMBER = /\b(?:\d{5,}|[0-9a-f]{16,})\b/gi;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const isElement = (node: Tree.ChildNode | Tree.Node): node is Tree.Element => 'tagName' in node;
const isText = (node: Tree.ChildNode): node is Tree.TextNode => node.nodeName === '#text';
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const attributeOf = (element: Tree.Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const childrenOf = (element: Tree.Element): Tree.ChildNode[] =>
  'content' in element ? (element as Tree.Template).content.childNodes : element.childNodes;

/** A structure's fingerprint: what the classes compare. */
const structureHash = (structure: string) => createHash('sha256').update(structure).digest('hex').slice(0, 16);

/** Marks numbered by first appearance: equal values, equal marks, within one part. */
class Marks {
  private readonly values = new Map<string, string>();
  constructor(private readonly prefix: string) {}
  mark(value: string): string {
    let mark = this.values.get(value);
    if (!mark) this.values.set(value, (mark = `${this.prefix}${this.values.size + 1}`));
    return mark;
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces the brand's words where they are not part of a longer word ('ad' in 'padding', 'ad_storage'). */
function brandReplacer(brand: BrandWords): (value: string) => string {
  const words = [...new Set(brand.words.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return (value) => value;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return (value) => value.replace(pattern, '{brand}');
}

/** Reduces values that differ from page to page without meaning anything to a check: data URLs, ids, numbers. */
function ownValue(value: string, brand: (value: string) => string, tokens: Marks): string {
  return brand(value.replace(DATA_URL, 'data:U'))
    .replace(UUID, (found) => tokens.mark(found.toLowerCase()))
    .replace(LONG_NUMBER, (found) => tokens.mark(found));
}

/** The root element's theme (docs/adr/0003): its custom properties' values are the theme class's. */
const themeStyle = (style: string) => style.replace(/(--[\w-]+)\s*:[^;]*/g, '$1:{theme}');

/** An address that is code or style building the page: kept. A link's icon or canonical address is not. */
const isCode = (element: Tree.Element) =>
  element.tagName === 'script' ||
  (element.tagName === 'link' && /stylesheet|preload|modulepreload/.test(attributeOf(element, 'rel') ?? ''));

function* elements(node: Tree.Element): Generator<Tree.Element> {
  yield node;
  for (const child of childrenOf(node)) if (isElement(child)) yield* elements(child);
}

/** Every id of the page and the element that holds it (the first), and how often each is held. */
function pageIds(root: Tree.Element): { owner: Map<string, Tree.Element>; count: Map<string, number> } {
  const owner = new Map<string, Tree.Element>();
  const count = new Map<string, number>();
  for (const element of elements(root)) {
    const id = attributeOf(element, 'id');
    if (id === undefined) continue;
    if (!owner.has(id)) owner.set(id, element);
    count.set(id, (count.get(id) ?? 0) + 1);
  }
  return { owner, count };
}

/** One part's structure as a string: equal strings, equal results. */
function partStructure(
  part: Tree.Element,
  brand: (value: string) => string,
  ids: { owner: ReadonlyMap<string, Tree.Element> },
  shellOnly = false,
): string {
  const texts = new Marks('T');
  const localIds = new Marks('#');
  const tokens = new Marks('N');
  const inPart = new Set<string>();
  for (const element of elements(part)) {
    const id = attributeOf(element, 'id');
    if (id !== undefined) inPart.add(id);
  }
  const text = (value: string) => (collapse(value) ? texts.mark(collapse(value)) : 'E');
  const reference = (id: string) =>
    inPart.has(id) ? localIds.mark(id) : ids.owner.has(id) ? `^${ids.owner.get(id)!.tagName}` : '!';
  const lines: string[] = [];

  function attribute(element: Tree.Element, name: string, value: string): string | undefined {
    if (IGNORED_ATTRIBUTES.has(name)) return undefined;
    if (name === 'id') return localIds.mark(value);
    if (ID_REFERENCES.has(name)) return value.split(/\s+/).filter(Boolean).map(reference).join(' ');
    if (ADDRESSES.has(name)) {
      if (isCode(element)) return ownValue(value, brand, tokens);
      if (value.startsWith('#')) return value === '#' ? '#' : `#${reference(decodeURIComponent(value.slice(1)))}`;
      const scheme = /^(mailto|tel|javascript):/i.exec(value)?.[1]?.toLowerCase();
      return value.trim() === '' ? 'E' : scheme ? `${scheme}:U` : 'U';
    }
    if (element.tagName === 'meta' && name === 'content') {
      const kind = (attributeOf(element, 'name') ?? attributeOf(element, 'http-equiv'))?.toLowerCase();
      if (kind && META_KEPT.has(kind)) return value;
    }
    if (TEXT_ATTRIBUTES.has(name)) return text(value);
    return ownValue(value, brand, tokens);
  }

  function visit(node: Tree.ChildNode, depth: number) {
    if (isText(node)) {
      if (collapse(node.value)) lines.push(`${' '.repeat(depth)}${text(node.value)}`);
      return;
    }
    if (!isElement(node)) return;
    const attributes = node.attrs
      .map((a) => [a.name, attribute(node, a.name, a.value)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}=${JSON.stringify(value)}`));
    lines.push(`${' '.repeat(depth)}<${node.tagName}${attributes.join('')}>`);
    // A script's text is code or data, not structure (clientData); a style's is the build's stylesheet, kept.
    if (node.tagName === 'script' || (shellOnly && node === part)) return;
    for (const child of childrenOf(node)) visit(child, depth + 1);
  }

  visit(part, 0);
  return lines.join('\n');
}

/** The page's inline scripts: Next's flight data (the server components' output) and the others, the shop's own. */
function inlineScripts(root: Tree.Element): { flight: string; own: string[] } {
  const chunks: string[] = [];
  const own: string[] = [];
  for (const element of elements(root)) {
    if (element.tagName !== 'script') continue;
    const source = element.childNodes
      .filter(isText)
      .map((node) => node.value)
      .join('')
      .trim();
    const push = /^self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)$/s.exec(source);
    if (push) chunks.push(JSON.parse(push[1]!) as string);
    else if (source && !source.startsWith('self.__next_f')) own.push(source);
  }
  return { flight: chunks.join(''), own };
}

/** The JSON array that starts at `start`, to its closing bracket (strings and escapes respected). */
function jsonArrayAt(source: string, start: number): string | undefined {
  let depth = 0;
  let inString = false;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return source.slice(start, index + 1);
    }
  }
  return undefined;
}

const isElementRow = (value: unknown): boolean => Array.isArray(value) && value[0] === '$' && value.length === 4;

/** The page's inline scripts other than the flight data, grouped under this name in the client data. */
const OWN_SCRIPTS = 'scripts';
/** The client data's name for the inline scripts whose text holds `needle` (an element's id they act on). */
export const scriptsWith = (needle: string) => `scripts with ${needle}`;

/**
 * The client components' properties in the flight data, by the component's export name (several uses of one component
 * in order), with children and other elements aside (the server's HTML holds those) and every string reduced as the
 * HTML's are; and the shop's own inline scripts under OWN_SCRIPTS. Each component's and script's marks are its own,
 * so one component's texts never shift another's marks.
 */
function clientComponentData(
  { flight, own }: { flight: string; own: readonly string[] },
  brand: (value: string) => string,
  needles: readonly string[] = [],
): Map<string, string[]> {
  // A client reference names its export, or a row that holds the name.
  const strings = new Map<string, string>();
  for (const row of flight.matchAll(/(?:^|\n)([0-9a-f]+):("[^\n]*")/g))
    strings.set(row[1]!, JSON.parse(row[2]!) as string);
  const imports = new Map<string, string>();
  for (const row of flight.matchAll(/(?:^|\n)([0-9a-f]+):I(\[[^\n]*\])/g)) {
    const name = String((JSON.parse(row[2]!) as unknown[])[2] ?? '');
    imports.set(row[1]!, name.startsWith('$') ? (strings.get(name.slice(1)) ?? name) : name);
  }
  const reducer = () => {
    const texts = new Marks('T');
    const tokens = new Marks('N');
    const reduce = (value: unknown): unknown => {
      if (typeof value === 'string') {
        if (/^\$[A-Za-z]*[0-9a-f]+$/.test(value)) return '$ref';
        if (value.trim() === '') return 'E';
        if (/^(https?:|\/|mailto:|tel:)/.test(value)) return 'U';
        // A word a program reads (a state, a kind, a key) is kept; a person's text is a mark.
        if (/^[\w.:-]{1,40}$/.test(value)) return ownValue(value, brand, tokens);
        return texts.mark(collapse(value));
      }
      if (Array.isArray(value)) return isElementRow(value) ? '<element>' : value.map(reduce);
      if (value && typeof value === 'object')
        return Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'children')
            .map(([key, inner]) => [key, reduce(inner)]),
        );
      return value;
    };
    return { reduce, tokens };
  };
  const data = new Map<string, string[]>();
  const add = (name: string, reduced: string) => data.set(name, [...(data.get(name) ?? []), reduced]);
  for (const use of flight.matchAll(/\["\$","\$L([0-9a-f]+)",/g)) {
    const name = imports.get(use[1]!);
    if (name === undefined) continue;
    const array = jsonArrayAt(flight, use.index);
    if (!array) continue;
    const [, , , props] = JSON.parse(array) as [string, string, unknown, unknown];
    add(name, JSON.stringify(reducer().reduce(props)));
  }
  // The shop's own inline scripts: their code is the build's, the values they are called with are data (a time of
  // rendering among them, reduced with the other long numbers).
  for (const script of own) {
    const { reduce, tokens } = reducer();
    const reduced = script
      .replace(LONG_NUMBER, (found) => tokens.mark(found))
      .replace(/"(?:[^"\\]|\\.)*"/g, (literal) => {
        try {
          return JSON.stringify(reduce(JSON.parse(literal) as string));
        } catch {
          return ownValue(literal, brand, tokens);
        }
      });
    add(OWN_SCRIPTS, reduced);
    for (const needle of needles) if (script.includes(needle)) add(scriptsWith(needle), reduced);
  }
  return data;
}

/**
 * The body's parts that are split further into their own element children (the page's blocks), each a part of its
 * own beside the element itself without them: a block is the same on many brands' pages when the pages are not.
 */
const SPLIT = new Set(['main']);

/**
 * An element's parts: its element children, scripts and templates aside (e2e/accessibility/a11y-axe.ts counts them
 * alike).
 */
const partsOf = (element: Tree.Element | undefined): Tree.Element[] =>
  (element ? childrenOf(element) : [])
    .filter(isElement)
    .filter((part) => part.tagName !== 'script' && part.tagName !== 'template');

/** A part of the body by its tag and id, as the browser names it too (e2e/accessibility/a11y-axe.ts). */
const partName = (part: Tree.Element | { tagName: string; id?: string }) => {
  const id = 'attrs' in part ? attributeOf(part, 'id') : part.id;
  return `${part.tagName.toLowerCase()}${id ? `#${id}` : ''}`;
};

function matches(element: Tree.Element, selector: PartSelector): boolean {
  if ('tag' in selector) return element.tagName === selector.tag;
  if ('id' in selector) return attributeOf(element, 'id') === selector.id;
  return attributeOf(element, selector.attribute) === selector.value;
}

/** The skeleton: the document's own attributes and head, the body's parts in order, and the page's id faults. */
function skeletonOf(
  html: Tree.Element,
  body: Tree.Element | undefined,
  brand: (value: string) => string,
  ids: { owner: ReadonlyMap<string, Tree.Element>; count: ReadonlyMap<string, number> },
): string {
  const head = childrenOf(html).find((node): node is Tree.Element => isElement(node) && node.tagName === 'head');
  const lines = [
    `html ${JSON.stringify(html.attrs.map((a) => [a.name, a.name === 'style' ? themeStyle(a.value) : brand(a.value)]))}`,
    ...(head ? [partStructure(head, brand, ids)] : []),
    `body ${JSON.stringify(body?.attrs.map((a) => [a.name, brand(a.value)]) ?? null)}`,
    ...(body ? childrenOf(body) : [])
      .filter(isElement)
      .filter((part) => part.tagName !== 'script')
      .map((part) => {
        const role = attributeOf(part, 'role') ?? '';
        const label = attributeOf(part, 'aria-label') === undefined ? '' : collapse(attributeOf(part, 'aria-label')!);
        const href = attributeOf(part, 'href');
        const target = href?.startsWith('#')
          ? `→${ids.owner.get(decodeURIComponent(href.slice(1)))?.tagName ?? '!'}`
          : '';
        return `part ${part.tagName} ${role} ${label ? 'T' : ''} ${target}`;
      }),
    `duplicated ids ${[...ids.count.values()].filter((count) => count > 1).length}`,
  ];
  return lines.join('\n');
}

/**
 * The page's parts, their structures' fingerprints: the parts `selectors` find, and the client data of the inline
 * scripts that hold each of `needles` (scriptsWith).
 */
export function pageParts(
  source: string,
  brand: BrandWords,
  selectors: Readonly<Record<string, PartSelector>> = {},
  needles: readonly string[] = [],
): PageParts {
  const document = parse(source);
  const html = document.childNodes.find((node): node is Tree.Element => isElement(node) && node.tagName === 'html');
  if (!html) throw new Error('no html element');
  const replaceBrand = brandReplacer(brand);
  const ids = pageIds(html);
  const body = childrenOf(html).find((node): node is Tree.Element => isElement(node) && node.tagName === 'body');
  const parts = partsOf(body);
  const scopes: Record<string, string | undefined> = {};
  for (const [name, selector] of Object.entries(selectors)) {
    // Every element it finds, as axe's include checks every one.
    const found = [...elements(html)].filter((element) => matches(element, selector));
    scopes[name] = found.length
      ? structureHash(found.map((element) => partStructure(element, replaceBrand, ids)).join('\n'))
      : undefined;
  }
  return {
    skeleton: structureHash(skeletonOf(html, body, replaceBrand, ids)),
    regions: parts.flatMap((part) => {
      const name = partName(part);
      const whole = (element: Tree.Element, shellOnly = false) =>
        structureHash(partStructure(element, replaceBrand, ids, shellOnly));
      if (!SPLIT.has(part.tagName)) return [{ name, in: name, structure: whole(part) }];
      // The element itself, with the ids its blocks hold more than once (a fault no one block shows).
      const duplicated = [...elements(part)]
        .map((element) => attributeOf(element, 'id'))
        .filter((id, index, all) => id !== undefined && all.indexOf(id) !== index).length;
      return [
        { name, in: name, structure: structureHash(`${partStructure(part, replaceBrand, ids, true)} ${duplicated}`) },
        ...partsOf(part).map((block, index) => ({ name: `${name}>${index}`, in: name, structure: whole(block) })),
      ];
    }),
    scopes,
    clientData: Object.fromEntries(
      [...clientComponentData(inlineScripts(html), replaceBrand, needles)].map(([name, uses]) => [
        name,
        structureHash(uses.join('\n')),
      ]),
    ),
  };
}
