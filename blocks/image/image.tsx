import type { BlockProps } from '../define.ts';
import { BlockImage } from '../shared/block-image.tsx';
import type { ImageBlock } from './schema.ts';
import * as css from './image.css.ts';

export function ContentImage({ block, editable }: BlockProps<ImageBlock>) {
  const { width, height } = block;
  const image =
    width !== undefined && height !== undefined
      ? { ...block.image, width, height, ratio: width / height }
      : block.image;
  return (
    <figure className={css.figure} {...editable}>
      <BlockImage image={image} className={css.image} />
      {block.caption && <figcaption className={css.caption}>{block.caption}</figcaption>}
    </figure>
  );
}
