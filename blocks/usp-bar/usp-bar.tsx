import type { BlockProps } from '../define.ts';
import { CheckIcon } from '../shared/check-icon.tsx';
import type { UspBarBlock } from './schema.ts';
import * as css from './usp-bar.css.ts';

export function UspBar({ block, editable }: BlockProps<UspBarBlock>) {
  return (
    <ul className={css.bar} {...editable}>
      {block.items.map((item) => (
        <li key={item._uid} className={css.item}>
          <CheckIcon />
          <span>
            <strong className={css.title}>{item.title}</strong>
            {item.description && <span className={css.description}>{item.description}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
