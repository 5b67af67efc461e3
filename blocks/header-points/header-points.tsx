import type { BlockProps } from '../define.ts';
import { CheckIcon } from '../shared/check-icon.tsx';
import type { HeaderPointsBlock, HeaderPointsData } from './schema.ts';
import * as css from './header-points.css.ts';

export function HeaderPoints({ data, editable }: BlockProps<HeaderPointsBlock, HeaderPointsData>) {
  return (
    <ul className={css.points} {...editable}>
      {data.points.map((point) => (
        <li key={point.uid} className={css.point}>
          <CheckIcon />
          <span>{point.text}</span>
        </li>
      ))}
    </ul>
  );
}
