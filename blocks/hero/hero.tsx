import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import type { HeroBlock, HeroData } from './schema.ts';
import * as css from './hero.css.ts';

/** Shown under example offers so nobody takes them for real prices while the front office is not connected. */
export const PLACEHOLDER_NOTE = 'Voorbeeldprijzen: het actuele aanbod volgt.';

/**
 * The shop window. Its title is the page's `h1` whatever its depth: the hero is the page's heading, and the blocks
 * after it sit at h2 (headingLevel 2) beneath it.
 */
export function Hero({ block, data, editable }: BlockProps<HeroBlock, HeroData>) {
  const titleId = `hero-${block._uid}`;
  return (
    <section className={css.hero} aria-labelledby={titleId} {...editable}>
      <Heading level={1} className={css.title} id={titleId}>
        {block.title}
      </Heading>
      {block.intro && <p className={css.intro}>{block.intro}</p>}
      {data.offers.length > 0 && (
        <ul className={css.offers}>
          {data.offers.map((offer) => (
            <li key={offer.id} className={css.offer}>
              <Heading level={2} className={css.formula}>
                {offer.formula}
              </Heading>
              <p className={css.price}>
                {offer.price}
                {offer.unit && <span> {offer.unit}</span>}
              </p>
              {offer.discountPercentage !== undefined && <p className={css.discount}>{offer.discountPercentage}% korting</p>}
            </li>
          ))}
        </ul>
      )}
      {data.source === 'placeholder' && <p className={css.note}>{PLACEHOLDER_NOTE}</p>}
    </section>
  );
}
