import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextContent, linkHref } from '../../blocks/rich-text/rich-text-content.tsx';
import type { RichTextDoc, RichTextMark } from '../../blocks/rich-text/schema.ts';
import { safeHref, safeImageSrc } from '../../blocks/shared/safe-url.ts';
import { doc, paragraph, text } from './fixtures.ts';

const html = (value: RichTextDoc, level: 1 | 2 | 3 = 2) =>
  renderToStaticMarkup(<RichTextContent doc={value} minHeadingLevel={level} />);
const link = (href: string, extra: Record<string, unknown> = {}): RichTextMark => ({
  type: 'link',
  attrs: { href, linktype: 'url', ...extra },
});

describe('link safety: only http(s), relative, mailto: and tel: get through', () => {
  it.each([
    'https://www.ad.nl/service',
    'http://example.nl',
    '/digitaal',
    'digitaal?x=1',
    '#faq',
    '//cdn.example.nl/x',
    'mailto:lezersservice@ad.nl',
    'tel:0880505000',
    '/50%-korting',
  ])('allowed: %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    ['javascript:alert(1)', 'plain'],
    ['JavaScript:alert(1)', 'mixed case'],
    ['  javascript:alert(1)', 'leading spaces'],
    ['\u0001javascript:alert(1)', 'leading control character'],
    ['java\tscript:alert(1)', 'tab inside the scheme'],
    ['java\nscript:alert(1)', 'newline inside the scheme'],
    ['javascript&colon;alert(1)', 'named entity colon'],
    ['&#106;avascript:alert(1)', 'decimal entity'],
    ['&#x6A;avascript:alert(1)', 'hex entity'],
    ['&#0000106avascript:alert(1)', 'padded entity without semicolon'],
    ['%6Aavascript:alert(1)', 'percent-encoded letter'],
    ['javascript%3Aalert(1)', 'percent-encoded colon'],
    ['%256Aavascript:alert(1)', 'double percent-encoded'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['VBScript:msgbox(1)', 'vbscript: mixed case'],
    ['file:///etc/passwd', 'file:'],
    ['blob:https://x/1', 'blob:'],
    ['', 'empty'],
    ['   ', 'blank'],
  ])('refused: %j (%s)', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it('images take http(s) and relative only', () => {
    expect(safeImageSrc('https://a.storyblok.com/f/1/10x10/a/b.png')).toBeDefined();
    expect(safeImageSrc('/logo.png')).toBe('/logo.png');
    expect(safeImageSrc('mailto:x@y.nl')).toBeUndefined();
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeUndefined();
  });

  it('a refused link keeps its text, loses the anchor', () => {
    const out = html(doc(paragraph(text('klik', [link('javascript:alert(1)')]))));
    expect(out).toBe('<div class="' + out.split('"')[1] + '"><p>klik</p></div>');
    expect(out).not.toContain('<a');
    expect(out).not.toContain('javascript');
  });
});

describe('Storyblok link types', () => {
  it.each<[Record<string, unknown>, string | undefined]>([
    [{ href: 'lezersservice@ad.nl', linktype: 'email' }, 'mailto:lezersservice@ad.nl'],
    [{ href: 'mailto:a@b.nl', linktype: 'email' }, 'mailto:a@b.nl'],
    [{ href: 'ad/digitaal', linktype: 'story' }, '/ad/digitaal'],
    [{ href: '/ad/digitaal', linktype: 'story', anchor: 'prijzen' }, '/ad/digitaal#prijzen'],
    // A colon is in no path of this site (domain/site-path.ts).
    [{ href: 'javascript:alert(1)', linktype: 'story' }, undefined],
    [{ linktype: 'story', anchor: 'prijzen' }, '#prijzen'],
    [{ href: '/', linktype: 'story' }, '/'],
    [{ href: 'javascript:alert(1)', linktype: 'email' }, 'mailto:javascript:alert(1)'],
    [{ href: '', linktype: 'url' }, undefined],
    [{ linktype: 'url' }, undefined],
  ])('%j -> %s', (attrs, expected) => {
    expect(linkHref(attrs)).toBe(expected);
  });

  /* A story link is a page of this shop: a protocol-relative or backslashed target is another site to a browser. */
  it.each<[string, Record<string, unknown>]>([
    ['protocol-relative', { href: '//evil.example' }],
    ['protocol-relative with a path', { href: '//evil.example/digitaal' }],
    ['three slashes', { href: '///evil.example' }],
    ['slash backslash', { href: '/\\evil.example' }],
    ['two backslashes', { href: '\\\\evil.example' }],
    ['backslash slash', { href: '\\/evil.example' }],
    ['a tab between the slashes', { href: '/\t/evil.example' }],
    ['a newline between the slashes', { href: '/\n/evil.example' }],
    ['a leading space', { href: ' //evil.example' }],
    ['percent-encoded slashes', { href: '/%2F%2Fevil.example' }],
    ['percent-encoded slashes, lower case', { href: '%2f%2fevil.example' }],
    ['a percent-encoded backslash', { href: '/%5Cevil.example' }],
    ['double percent-encoded slashes', { href: '/%252F%252Fevil.example' }],
    ['an absolute address', { href: 'https://evil.example' }],
    ['a scheme without slashes', { href: 'https:evil.example' }],
    ['javascript: behind a slash', { href: '/javascript:alert(1)' }],
    ['protocol-relative with an anchor', { href: '//evil.example', anchor: 'prijzen' }],
    ['a page with an anchor that is no fragment', { href: 'ad/digitaal', anchor: 'x y' }],
  ])('a story link %s is refused, and its text stays without a link', (_, attrs) => {
    const mark: RichTextMark = { type: 'link', attrs: { ...attrs, linktype: 'story' } };
    expect(linkHref(mark.attrs)).toBeUndefined();
    const out = html(doc(paragraph(text('lees meer', [mark]))));
    expect(out).toContain('<p>lees meer</p>');
    expect(out).not.toContain('<a');
  });

  it('a link to a new tab gets rel="noopener noreferrer"', () => {
    expect(html(doc(paragraph(text('AD', [link('https://www.ad.nl', { target: '_blank' })]))))).toMatch(
      /<a class="[^"]+" href="https:\/\/www.ad.nl" target="_blank" rel="noopener noreferrer">AD<\/a>/,
    );
  });
});

describe('rendering', () => {
  it('paragraphs, bold and italic, lists, line breaks', () => {
    const out = html(
      doc(
        paragraph(
          text('Vet', [{ type: 'bold' }]),
          text(' en '),
          text('schuin', [{ type: 'italic' }]),
          { type: 'hard_break' },
          text('nieuw'),
        ),
        { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('een'))] }] },
        { type: 'ordered_list', content: [{ type: 'list_item', content: [paragraph(text('twee'))] }] },
      ),
    );
    expect(out).toContain('<p><strong>Vet</strong> en <em>schuin</em><br/>nieuw</p>');
    expect(out).toContain('<ul><li><p>een</p></li></ul>');
    expect(out).toContain('<ol><li><p>twee</p></li></ol>');
  });

  it('a bold word in a link stays inside one link', () => {
    const out = html(doc(paragraph(text('hier', [{ type: 'bold' }, link('/digitaal')]))));
    expect(out).toMatch(/<a [^>]*href="\/digitaal"><strong>hier<\/strong><\/a>/);
  });

  it('headings never go above the level the block sits at', () => {
    const heading = (level: number, value: string) => ({ type: 'heading', attrs: { level }, content: [text(value)] });
    const out = html(doc(heading(1, 'een'), heading(3, 'drie'), heading(9, 'negen')), 2);
    expect(out).toContain('<h2>een</h2>');
    expect(out).toContain('<h3>drie</h3>');
    expect(out).toContain('<h6>negen</h6>');
  });

  it('text is text: markup in content is escaped, unknown nodes keep their text, unknown marks are ignored', () => {
    const out = html(
      doc(
        paragraph(text('<script>alert(1)</script>', [{ type: 'styled', attrs: { class: 'x' } }])),
        { type: 'blok', attrs: { body: [] } },
        { type: 'mystery', content: [paragraph(text('binnen'))] },
      ),
    );
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).not.toContain('<script');
    expect(out).toContain('<p>binnen</p>');
  });

  it('an empty document renders nothing', () => {
    expect(html(doc())).toBe('');
  });
});
