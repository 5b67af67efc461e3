import type { UspBarVariant } from '../../domain/experiments/variants.ts';
import type { BlockProps } from '../define.ts';
import { CheckIcon } from '../shared/check-icon.tsx';
import type { UspBarBlock } from './schema.ts';
import * as css from './usp-bar.css.ts';

export function UspBar({ block, data, editable }: BlockProps<UspBarBlock, UspBarVariant>) {
  if (!data.showUspBar) return null;
  return (
    <ul className={css.bar} data-variant={data.titlesOnly ? 'titles-only' : undefined} {...editable}>
      {block.items.map((item) => (
        <li key={item._uid} className={css.item}>
          <CheckIcon />
          <span>
            <strong className={css.title}>{item.title}</strong>
            {item.description && !data.titlesOnly && <span className={css.description}>{item.description}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
