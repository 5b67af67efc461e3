import '../../themes/global.css.ts';
import type { ReactNode } from 'react';
import { BlockTree } from '../../blocks/render-tree.tsx';
import { ANONYMOUS, type AccountState } from '../account/state.ts';
import { brandShell } from '../brand-shell.ts';
import { BRANDS, type BrandCode } from '../brands.ts';
import { pageStory } from '../content/index.ts';
import { layoutBlockContext } from '../page-context.ts';
import { accountMenuProps } from './account-menu-props.ts';
import { BrandProvider } from './brand-context.tsx';
import { LocaleCookie } from './locale-cookie.tsx';
import { MODAL_IDS } from './modal-ids.ts';
import { privacySettingsModal } from './site-footer-consent.tsx';
import { SampleOrderFill } from './sample-order-fill.tsx';
import { ACCESSIBILITY_POLICY_STORY, resolveModalStory } from './site-footer-policy.ts';
import { SiteFooter } from './site-footer.tsx';
import { MENU_STORY, resolveHeaderMenu } from './site-header-menu.ts';
import { SiteHeader } from './site-header.tsx';
import * as css from './brand-document.css.ts';

/** A story for the layout's chrome; when content is unreachable the page still renders, without that part. */
async function chromeStory(code: BrandCode, slug: string) {
  try {
    return await pageStory(code, slug);
  } catch (error) {
    console.error(`content: ${code}/${slug} unavailable (${error instanceof Error ? error.message : 'unknown error'})`);
    return undefined;
  }
}

/**
 * The branded document (spec section 2, branded layout): theme, logo, header menu, locale and footer around a
 * page. The menu and the accessibility policy are content, the same for every visitor of the brand: cached per
 * brand like pages (pageStory) and rendered with the layout, never per request. The account is the visitor's on
 * their own pages (docs/adr/0005) and anonymous on the prerendered ones.
 */
export async function BrandDocument({ code, account = ANONYMOUS, children }: { code: BrandCode; account?: AccountState; children: ReactNode }) {
  const brand = BRANDS[code];
  const shell = brandShell(code, brand, new Date());
  const ctx = await layoutBlockContext(brand);
  const [menu, policy] = await Promise.all([
    chromeStory(code, MENU_STORY).then((story) => resolveHeaderMenu(story, code, ctx)),
    chromeStory(code, ACCESSIBILITY_POLICY_STORY).then((story) => resolveModalStory(story, ctx)),
  ]);
  const { messages } = shell;
  return (
    <html lang={shell.lang} style={shell.style} data-brand={code}>
      <body>
        <LocaleCookie locale={brand.locale} />
        <SampleOrderFill />
        <BrandProvider value={shell.clientInfo}>
          <SiteHeader
            logoSvg={shell.logoSvg}
            homeLabel={shell.homeLabel}
            skipLabel={messages.shell.skipToContent}
            menu={menu && { label: messages.shell.headerMenu, content: <BlockTree tree={menu} /> }}
            account={accountMenuProps(brand, messages, account)}
          />
          <main id="main" tabIndex={-1} className={css.main}>
            {children}
          </main>
          <SiteFooter
            label={shell.footerLabel}
            links={shell.footerLinks}
            policy={
              policy && {
                id: MODAL_IDS.accessibilityPolicy,
                label: messages.shell.accessibilityPolicy,
                titleId: policy.titleId,
                closeLabel: messages.modal.close,
                content: <BlockTree tree={policy.tree} />,
              }
            }
            legalLinks={shell.legalLinks}
            privacySettings={privacySettingsModal(messages, brand.country)}
            login={account.kind === 'anonymous' ? shell.loginLink : undefined}
            finePrint={shell.finePrint}
          />
        </BrandProvider>
      </body>
    </html>
  );
}
