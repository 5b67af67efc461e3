import '../../themes/global.css.ts';
import type { ReactNode } from 'react';
import { brandShell } from '../brand-shell.ts';
import { BRANDS, type BrandCode } from '../brands.ts';
import { BrandProvider } from './brand-context.tsx';
import { LocaleCookie } from './locale-cookie.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import * as css from './brand-document.css.ts';

/** The branded document (spec section 2, branded layout): theme, logo, locale and footer around a page. */
export function BrandDocument({ code, children }: { code: BrandCode; children: ReactNode }) {
  const brand = BRANDS[code];
  const shell = brandShell(code, brand, new Date());
  return (
    <html lang={shell.lang} style={shell.style} data-brand={code}>
      <body>
        <LocaleCookie locale={brand.locale} />
        <BrandProvider value={shell.clientInfo}>
          <SiteHeader logoSvg={shell.logoSvg} homeLabel={shell.homeLabel} skipLabel={shell.messages.shell.skipToContent} />
          <main id="main" tabIndex={-1} className={css.main}>
            {children}
          </main>
          <SiteFooter label={shell.footerLabel} links={shell.footerLinks} finePrint={shell.finePrint} />
        </BrandProvider>
      </body>
    </html>
  );
}
