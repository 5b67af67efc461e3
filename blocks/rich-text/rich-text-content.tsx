import type { ReactNode } from 'react';
import type { HeadingLevel } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import { sitePath } from '../../domain/site-path.ts';
import { safeHref } from '../shared/safe-url.ts';
import type { RichTextDoc, RichTextMark, RichTextNode } from './schema.ts';
import * as css from './rich-text.css.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The href of a link mark as Storyblok's richtext renderer builds it: "email" links get `mailto:`, story links are
 * site paths (a leading "/" is added), an `anchor` becomes the fragment. A story link must then be a path of this
 * site (domain/site-path.ts: "//host", "/\host" and the like lead elsewhere); every other link only a safe scheme
 * (safe-url.ts). Undefined when refused: the text stays, without a link.
 */
export function linkHref(attrs: RichTextMark['attrs']): string | undefined {
  const href = text(attrs?.href);
  const anchor = text(attrs?.anchor);
  let url: string | undefined;
  switch (attrs?.linktype) {
    case 'email':
      url = href && (/^mailto:/i.test(href) ? href : `mailto:${href}`);
      break;
    case 'story': {
      // A path of this site or nothing; without a story, an anchor alone is a place on this page (below).
      if (href === undefined) break;
      const path = href.startsWith('/') ? href : `/${href}`;
      return sitePath(anchor === undefined ? path : `${path}#${anchor}`);
    }
    default:
      url = href;
  }
  if (anchor !== undefined) url = `${url ?? ''}#${anchor}`;
  return url === undefined ? undefined : safeHref(url);
}

function withMark(mark: RichTextMark, children: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'strike':
      return <s>{children}</s>;
    case 'underline':
      return <u>{children}</u>;
    case 'code':
      return <code>{children}</code>;
    case 'link': {
      const href = linkHref(mark.attrs);
      // An unsafe or empty link keeps its text and loses the link.
      if (href === undefined) return children;
      const newTab = mark.attrs?.target === '_blank';
      return (
        <a className={css.link} href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    }
    default:
      return children;
  }
}

/** Links outermost, so a bold word inside a link stays one link. */
const MARK_ORDER = (mark: RichTextMark) => (mark.type === 'link' ? 1 : 0);

function renderText(node: RichTextNode): ReactNode {
  const marks = [...(node.marks ?? [])].sort((a, b) => MARK_ORDER(a) - MARK_ORDER(b));
  return marks.reduce<ReactNode>((children, mark) => withMark(mark, children), node.text ?? '');
}

function headingLevel(attrs: RichTextNode['attrs'], minLevel: HeadingLevel): HeadingLevel {
  const asked = typeof attrs?.level === 'number' ? attrs.level : minLevel;
  // Editors pick a level inside their text; the page decides where that text sits, so it never goes above the block.
  const level = Math.min(6, Math.max(minLevel, Math.trunc(asked)));
  return level as HeadingLevel;
}

function renderNodes(nodes: readonly RichTextNode[] | undefined, minLevel: HeadingLevel): ReactNode[] {
  return (nodes ?? []).map((node, index) => <RichTextNodeView key={index} node={node} minLevel={minLevel} />);
}

function RichTextNodeView({ node, minLevel }: { node: RichTextNode; minLevel: HeadingLevel }): ReactNode {
  const children = () => renderNodes(node.content, minLevel);
  switch (node.type) {
    case 'text':
      return renderText(node);
    case 'paragraph':
      return <p>{children()}</p>;
    case 'heading':
      return <Heading level={headingLevel(node.attrs, minLevel)}>{children()}</Heading>;
    case 'bullet_list':
      return <ul>{children()}</ul>;
    case 'ordered_list':
      return <ol>{children()}</ol>;
    case 'list_item':
      return <li>{children()}</li>;
    case 'blockquote':
      return <blockquote>{children()}</blockquote>;
    case 'hard_break':
      return <br />;
    case 'horizontal_rule':
      return <hr />;
    default:
      // Unknown nodes (images, embedded blocks, emoji...) are not rendered themselves; their text still is.
      return <>{children()}</>;
  }
}

/** Storyblok richtext as React elements: no HTML strings, so nothing in the content can become markup. */
export function RichTextContent({
  doc,
  minHeadingLevel,
  className,
}: {
  doc: RichTextDoc;
  minHeadingLevel: HeadingLevel;
  className?: string;
}) {
  if (doc.content.length === 0) return null;
  return <div className={className ?? css.content}>{renderNodes(doc.content, minHeadingLevel)}</div>;
}

/** Every text node passed through `map`, e.g. to fill a placeholder; link hrefs too, so "tel:{phone}" works. */
export function mapRichText(doc: RichTextDoc, map: (value: string) => string): RichTextDoc {
  const mapMark = (mark: RichTextMark): RichTextMark =>
    mark.type === 'link' && typeof mark.attrs?.href === 'string'
      ? { ...mark, attrs: { ...mark.attrs, href: map(mark.attrs.href) } }
      : mark;
  const mapNode = (node: RichTextNode): RichTextNode => ({
    ...node,
    ...(node.text === undefined ? {} : { text: map(node.text) }),
    ...(node.marks === undefined ? {} : { marks: node.marks.map(mapMark) }),
    ...(node.content === undefined ? {} : { content: node.content.map(mapNode) }),
  });
  return { ...doc, content: doc.content.map(mapNode) };
}
