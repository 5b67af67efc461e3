import type { BlockProps } from '../define.ts';
import { CheckIcon } from '../shared/check-icon.tsx';
import type { HeaderPointsBlock } from './schema.ts';
import * as css from './header-points.css.ts';

export function HeaderPoints({ block, editable }: BlockProps<HeaderPointsBlock>) {
  return (
    <ul className={css.points} {...editable}>
      {block.points.map((point) => (
        <li key={point._uid} className={css.point}>
          <CheckIcon />
          <span>{point.text}</span>
        </li>
      ))}
    </ul>
  );
}
