import type { BlockProps } from '../define.ts';
import { HeaderMenuIcon } from './header-menu-icon.tsx';
import type { MenuBlock } from './schema.ts';
import * as css from './header-menu.css.ts';

/** The header menu's links. The site header puts them in its own labelled `<nav>` (a landmark is the layout's). */
export function HeaderMenu({ block, editable }: BlockProps<MenuBlock>) {
  return (
    <ul className={css.list} {...editable}>
      {block.items.map((item) => (
        <li key={item._uid}>
          <a className={css.link} href={item.path}>
            <HeaderMenuIcon name={item.icon} />
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
