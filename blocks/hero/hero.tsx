import { shopWindowStructuredData } from '../../domain/seo/structured-data.ts';
import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import { scriptJson } from '../shared/script-json.ts';
import type { HeroBlock, HeroData } from './schema.ts';
import * as css from './hero.css.ts';

/**
 * The shop window. Its title is the page's `h1` whatever its depth: the hero is the page's heading, and the blocks
 * after it sit at h2 beneath it. The offer is a plain form of radio buttons: choosing works without JavaScript, and
 * "order" is a GET to the page's order flow with the chosen proposition.
 */
export function Hero({ block, data, editable }: BlockProps<HeroBlock, HeroData>) {
  const titleId = `hero-${block._uid}`;
  return (
    <section className={css.hero} aria-labelledby={titleId} {...editable}>
      <Heading level={1} className={css.title} id={titleId}>
        {block.title}
      </Heading>
      {block.intro && <p className={css.intro}>{block.intro}</p>}
      {data.state === 'offers' && <StructuredData data={data} />}
      {data.state === 'offers' && <Offers uid={block._uid} data={data} />}
      {(data.state === 'unavailable' || data.state === 'empty') && (
        <p className={css.message} role="status">
          {data.message}
        </p>
      )}
    </section>
  );
}

/**
 * What the window sells as schema.org JSON-LD (domain/seo/structured-data.ts), from the very offers the form below
 * renders; `<` escaped, so no text can close the script. None for a brand without a domain.
 */
function StructuredData({ data }: { data: Extract<HeroData, { state: 'offers' }> }) {
  if (data.seller === undefined) return null;
  const structured = shopWindowStructuredData(data.seller, data.offers, { path: data.orderPath, gift: data.gift });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structured) }} />;
}

function Offers({ uid, data }: { uid: string; data: Extract<HeroData, { state: 'offers' }> }) {
  return (
    <form className={css.form} action={data.orderPath} method="get">
      {data.greeting && <p className={css.greeting}>{data.greeting}</p>}
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{data.legend}</legend>
        <ul className={css.offers}>
          {data.offers.map((offer) => {
            const id = `offer-${uid}-${offer.id}`;
            return (
              <li key={offer.id} className={css.offer}>
                <input
                  className={css.radio}
                  type="radio"
                  id={id}
                  name="propositionId"
                  value={offer.id}
                  defaultChecked={offer.id === data.selectedId}
                  aria-describedby={`${id}-details`}
                />
                <label className={css.label} htmlFor={id}>
                  <span className={css.formula}>{offer.formula}</span>
                  <span className={css.price}>
                    {offer.price}
                    {offer.unit && <span className={css.unit}> {offer.unit}</span>}
                  </span>
                </label>
                <span className={css.details} id={`${id}-details`}>
                  <span>{offer.duration}</span>
                  {offer.discount && <span className={css.badge}>{offer.discount}</span>}
                  {offer.promo && <span className={css.badge}>{offer.promo}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {data.leadId && <input type="hidden" name="leadId" value={data.leadId} />}
      {data.gift && <input type="hidden" name="gift" value="true" />}
      <button className={css.submit} type="submit">
        {data.orderButton}
      </button>
      {data.switchLink && (
        <p className={css.switch_}>
          {data.switchLink.intro && <span>{data.switchLink.intro} </span>}
          <a className={css.switchLink} href={data.switchLink.href}>
            {data.switchLink.text}
          </a>
        </p>
      )}
    </form>
  );
}
