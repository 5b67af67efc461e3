import type { Messages } from '../../../domain/messages/index.ts';
import { format } from '../../../domain/messages/index.ts';
import type { AppEnv } from '../../../domain/brand-resolution.ts';
import { otherShopUrl, type RegionNotice } from '../../../domain/region-notice.ts';
import { GROUP_SITE_URL } from '../../../domain/public-origin.ts';
import { BRANDS, isBrandCode } from '../../brands.ts';
import { env } from '../../env.ts';
import { CountryFlag } from './country-flag.tsx';
import * as css from '../../page/notice-bar.css.ts';

export interface RegionNoticeBarProps {
  readonly notice: RegionNotice;
  readonly messages: Messages;
  readonly requestHost: string | undefined;
  /**
   * Decides how a brand without a domain is linked (domain/region-notice.ts otherShopUrl); the running site's by
   * default.
   */
  readonly appEnv?: AppEnv;
}

/**
 * docs/rules/08-errors.md: a visitor from Belgium on don/dat (or from the Netherlands on bdon/bdan) is pointed to the
 * other country's shop, under that country's flag (docs/rules/02-routes-and-layout.md: NL or BE, 48x32). A note, not an
 * alert: the visitor may order here all the same. The flag is decoration: the text names the country.
 */
export function RegionNoticeBar({ notice, messages, requestHost, appEnv = env.APP_ENV }: RegionNoticeBarProps) {
  if (notice.kind === 'none' || !isBrandCode(notice.otherBrandCode)) return null;
  const other = BRANDS[notice.otherBrandCode];
  const text = other.country === 'be' ? messages.regionNotice.be : messages.regionNotice.nl;
  return (
    <div className={css.notice} data-testid="region-notice">
      <CountryFlag country={other.country} />
      <p className={css.text}>
        {text}{' '}
        <a
          className={css.link}
          href={otherShopUrl(other, { host: requestHost, appEnv }, GROUP_SITE_URL)}
          hrefLang={other.locale.startsWith('be') ? 'nl-BE' : 'nl-NL'}
        >
          {format(messages.regionNotice.link, { brand: other.name })}
        </a>
      </p>
    </div>
  );
}
