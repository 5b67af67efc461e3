import type { ReactNode } from 'react';
import type { HeadingLevel } from '../define.ts';

/** A heading at a level the tree decides (BlockProps.headingLevel), so blocks nest without skipping levels. */
export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: HeadingLevel;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/** One level deeper, never past h6. */
export function deeper(level: HeadingLevel): HeadingLevel {
  return level < 6 ? ((level + 1) as HeadingLevel) : 6;
}
