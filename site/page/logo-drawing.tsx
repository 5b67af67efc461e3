import { parseFragment, type DefaultTreeAdapterTypes as Tree } from 'parse5';

/*
 * A brand's logo (brands/<code>/logo.svg) as the picture renderer of next/og can draw it. The renderer draws an SVG's
 * shapes as an image, but its texts only in fonts of the machine it runs on (none in a slim build image, and a box
 * per letter then): the logo's texts are taken out of the image and set in the renderer's own font, where the logo
 * places them, at their size and colour. A logo of paths alone is the image as it is.
 */

/** One `<text>` of a logo, in the logo's own units (its viewBox). */
interface LogoText {
  readonly content: string;
  readonly x: number;
  /** The baseline. */
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly fontSize: number;
  readonly fill: string;
}

export interface LogoParts {
  /** The logo without its texts, as a data URI the renderer draws as an image. */
  readonly shapes: string;
  readonly width: number;
  readonly height: number;
  readonly texts: readonly LogoText[];
}

const attribute = (element: Tree.Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

const isElement = (node: Tree.ChildNode): node is Tree.Element => 'tagName' in node;

function* elementsOf(node: Tree.ParentNode): Generator<Tree.Element> {
  for (const child of node.childNodes)
    if (isElement(child)) {
      yield child;
      yield* elementsOf(child);
    }
}

const textOf = (node: Tree.ParentNode): string =>
  node.childNodes.map((child) => ('value' in child ? child.value : isElement(child) ? textOf(child) : '')).join('');

/** A logo's SVG in its parts: its shapes, its size (the viewBox's, else width and height) and its texts. */
export function logoParts(svg: string): LogoParts {
  const root = [...elementsOf(parseFragment(svg, { sourceCodeLocationInfo: true }))].find(
    (element) => element.tagName === 'svg',
  );
  if (!root) throw new Error('a logo is an <svg> element');
  const [, , boxWidth, boxHeight] = (attribute(root, 'viewbox') ?? attribute(root, 'viewBox') ?? '')
    .split(/[\s,]+/)
    .map(Number);
  const width = boxWidth || number(attribute(root, 'width'), 0);
  const height = boxHeight || number(attribute(root, 'height'), 0);
  if (!(width > 0 && height > 0)) throw new Error('a logo has a viewBox or a width and a height');

  const textElements = [...elementsOf(root)].filter((element) => element.tagName === 'text');
  const texts = textElements.map((element): LogoText => {
    const anchor = attribute(element, 'text-anchor');
    return {
      content: textOf(element).trim(),
      x: number(attribute(element, 'x'), 0),
      y: number(attribute(element, 'y'), 0),
      anchor: anchor === 'middle' || anchor === 'end' ? anchor : 'start',
      fontSize: number(attribute(element, 'font-size'), 16),
      fill: attribute(element, 'fill') ?? '#000000',
    };
  });
  // Cut out of the source by where parse5 found each text, so the rest is the file as its author wrote it.
  let shapes = svg;
  for (const element of textElements.toReversed()) {
    const location = element.sourceCodeLocation!;
    shapes = shapes.slice(0, location.startOffset) + shapes.slice(location.endOffset);
  }
  return {
    shapes: `data:image/svg+xml;base64,${Buffer.from(shapes).toString('base64')}`,
    width,
    height,
    texts,
  };
}

/** Where a text's baseline sits below the top of its line, for a line as high as the font's size. */
const BASELINE = 0.83;

/** A logo drawn `width` pixels wide (its height as its proportions say), for next/og's ImageResponse. */
export function LogoDrawing({ parts, width }: { parts: LogoParts; width: number }) {
  const scale = width / parts.width;
  const height = parts.height * scale;
  return (
    <div style={{ display: 'flex', position: 'relative', width, height }}>
      <img src={parts.shapes} width={width} height={height} alt="" style={{ position: 'absolute', left: 0, top: 0 }} />
      {parts.texts.map((text, index) => {
        const size = text.fontSize * scale;
        const x = text.x * scale;
        // A box centred on the anchor (as wide as twice its distance to the nearer edge), or starting or ending at it.
        const box =
          text.anchor === 'middle'
            ? { left: x - Math.min(x, width - x), width: 2 * Math.min(x, width - x), justifyContent: 'center' }
            : text.anchor === 'end'
              ? { left: 0, width: x, justifyContent: 'flex-end' }
              : { left: x, width: width - x, justifyContent: 'flex-start' };
        return (
          <div
            key={index}
            style={{
              display: 'flex',
              position: 'absolute',
              top: text.y * scale - size * BASELINE,
              ...box,
              fontSize: size,
              lineHeight: 1,
              color: text.fill,
              whiteSpace: 'nowrap',
            }}
          >
            {text.content}
          </div>
        );
      })}
    </div>
  );
}
