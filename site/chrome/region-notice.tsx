import type { Messages } from '../../domain/messages/index.ts';
import { format } from '../../domain/messages/index.ts';
import type { RegionNotice } from '../../domain/region-notice.ts';
import { shopUrl } from './brand-shell.ts';
import { BRANDS, isBrandCode } from '../brands.ts';
import * as css from './region-notice.css.ts';

/**
 * spec section 8: a visitor from Belgium on don/dat (or from the Netherlands on bdon/bdan) is pointed to the other
 * country's shop. A note, not an alert: the visitor may order here all the same.
 */
export function RegionNoticeBar({ notice, messages, requestHost }: { notice: RegionNotice; messages: Messages; requestHost: string | undefined }) {
  if (notice.kind === 'none' || !isBrandCode(notice.otherBrandCode)) return null;
  const other = BRANDS[notice.otherBrandCode];
  const text = other.country === 'be' ? messages.regionNotice.be : messages.regionNotice.nl;
  return (
    <div className={css.notice} data-testid="region-notice">
      <p className={css.text}>
        {text}{' '}
        <a className={css.link} href={shopUrl(notice.otherBrandCode, requestHost)} hrefLang={other.locale.startsWith('be') ? 'nl-BE' : 'nl-NL'}>
          {format(messages.regionNotice.link, { brand: other.name })}
        </a>
      </p>
    </div>
  );
}
