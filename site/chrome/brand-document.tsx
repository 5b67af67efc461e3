import '../../themes/global.css.ts';
import type { ReactNode } from 'react';
import { BlockTree } from '../../blocks/render-tree.tsx';
import { topBarVariant } from '../../domain/experiments/variants.ts';
import { type ExperimentVariant } from '../../domain/experiments/decisions.ts';
import { anonymousKey, type Chrome } from '../../domain/page-key.ts';
import type { RegionNotice } from '../../domain/region-notice.ts';
import { ANONYMOUS, type AccountState } from '../account/state.ts';
import { brandFonts, brandShell } from './brand-shell.ts';
import { fontFaceCss, fontHref } from './fonts/web-font-files.ts';
import { BRANDS, type BrandCode } from '../brands.ts';
import { env } from '../env.ts';
import type { PageFor } from '../page/context.ts';
import { layoutBlockContext } from './layout-context.ts';
import { accountMenuProps } from './account-menu/account-menu-props.ts';
import { BrandProvider } from './brand-context.client.tsx';
import { ACCESSIBILITY_POLICY_STORY, chromeContent, COMMUNICATION_STORY, MENU_STORY } from './header-footer/stories.ts';
import type { ChromeStory } from '../../domain/content/preview-target.ts';
import { EDITOR_ORIGINS } from '../content/editor.ts';
import { LivePreview } from '../page/preview/live-preview.client.tsx';
import { renderChromeDraft } from './preview/render-chrome-draft.tsx';
import type { EditorAccess } from '../page/preview/editor-access.ts';
import { LocaleCookie } from './locale-cookie.tsx';
import { MODAL_IDS } from './header-footer/modal-ids.ts';
import { RegionNoticeBar } from './region-notice/region-notice.tsx';
import { consentBanner, privacySettings } from './consent/site-footer-consent.tsx';
import { ConsentBanner } from './consent/consent-banner.client.tsx';
import { consentBannerScript } from './consent/consent-banner-script.ts';
import { consentModeScript } from './consent/consent-mode-script.ts';
import { SiteFooter } from './header-footer/site-footer.tsx';
import { SiteHeader } from './header-footer/site-header.tsx';
import { topBarCustomerService } from './header-footer/top-bar-customer-service.tsx';
import { BrowserErrorReporter } from '../monitoring/browser-reporter.client.tsx';
import { ChunkReload } from './chunk-reload.client.tsx';
import { WebVitalsReporter } from './web-vitals-reporter.client.tsx';
import type { PageKind } from '../monitoring/web-vitals.ts';
import * as css from './brand-document.css.ts';

/** The visitor's region notice and the host it was asked on (links to the other shop stay on that kind of host). */
export interface VisitorRegionNotice {
  readonly notice: RegionNotice;
  readonly requestHost: string | undefined;
}

export interface BrandDocumentProps {
  readonly code: BrandCode;
  /** Which of the three kinds of page this is, or the 404 page: the page-speed reports' label (docs/adr/0025). */
  readonly kind: PageKind;
  /** The visitor's on their own pages (docs/adr/0005), anonymous on the prerendered ones. */
  readonly account?: AccountState;
  /** Only on a visitor's own page: the prerendered ones know no visitor country. */
  readonly regionNotice?: VisitorRegionNotice;
  /** The page's experiment decisions: the top-bar layout and phone-number variants. */
  readonly experiments?: readonly ExperimentVariant[];
  /** The business page's top bar shows the business number (docs/rules/09-constants-and-limits.md). */
  readonly chrome?: Chrome;
  /**
   * What the page is rendered for (a shared page's key, or the visitor's own page): the top bar's number is asked with
   * its mid, as the page's blocks ask (site/chrome/layout-context.ts). Absent: the chrome's anonymous page, with the
   * experiment decisions above.
   */
  readonly page?: PageFor;
  /** In the visual editor: the chrome's drafts, and the chrome story it opened followed live (docs/adr/0029). */
  readonly editor?: EditorAccess;
  readonly children: ReactNode;
}

/**
 * The branded document (docs/rules/02-routes-and-layout.md, branded layout): theme, top bar, locale and footer around a
 * page. The communication bar, the menu and the accessibility policy are content, and the customer service's number and
 * hours the brand's: the same for every visitor, cached per brand (pageStory, the front office's caches). Only the
 * account and the region notice are the visitor's, on their own pages.
 */
export async function BrandDocument({
  code,
  kind,
  account = ANONYMOUS,
  regionNotice,
  experiments = [],
  chrome = 'consumer',
  page,
  editor,
  children,
}: BrandDocumentProps) {
  const brand = BRANDS[code];
  const shell = brandShell(code, brand, new Date());
  const ctx = await layoutBlockContext(
    brand,
    chrome,
    page ?? { kind: 'shared', key: { ...anonymousKey(chrome, env.DEFAULT_MID), decisions: [...experiments] } },
  );
  const topBar = topBarVariant(experiments);
  const [{ communication, menu, policy, opened }, customerService] = await Promise.all([
    chromeContent(code, ctx, { communicationBar: !topBar.hideCommunicationBar, editor }),
    topBarCustomerService(ctx),
  ]);
  // The chrome story the editor opened follows its edits, as a page's story does (one bridge on the page).
  const follow = (part: ChromeStory, node: ReactNode) =>
    editor && opened?.part === part ? (
      <LivePreview
        storyId={opened.storyId}
        brand={code}
        path="/"
        part={part}
        editor={editor.params}
        editorOrigins={EDITOR_ORIGINS}
        render={renderChromeDraft}
      >
        {node}
      </LivePreview>
    ) : (
      node
    );
  const { messages } = shell;
  const fonts = brandFonts(code);
  return (
    <html lang={shell.lang} style={shell.style} data-brand={code}>
      <body>
        {/* The brand's one or two web fonts, fetched with the document rather than once the CSS applies. Elements,
            not react-dom's preload(): a page rendered per request would carry that only as a hint to the client.
            React puts both in the head. */}
        {fonts.map((font) => (
          <link
            key={font.family}
            rel="preload"
            href={fontHref(font)}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <style href={`fonts-${fonts.map((font) => `${font.family}-${font.use}`).join('-')}`} precedence="high">
          {fontFaceCss(fonts)}
        </style>
        {/* First: the tag manager's consent defaults come before any dataLayer event and before its loader. */}
        <script dangerouslySetInnerHTML={{ __html: consentModeScript() }} />
        {/* Then the first-visit banner, in the first frame Chromium paints (consent-banner-script.ts). */}
        <ConsentBanner {...consentBanner(messages, brand)} />
        <script dangerouslySetInnerHTML={{ __html: consentBannerScript() }} />
        <BrowserErrorReporter />
        <ChunkReload />
        <WebVitalsReporter brand={code} kind={kind} />
        <LocaleCookie locale={brand.locale} />
        <BrandProvider value={shell.clientInfo}>
          <SiteHeader
            logoSvg={shell.logoSvg}
            homeLabel={shell.homeLabel}
            skipLabel={messages.shell.skipToContent}
            regionNotice={
              regionNotice && (
                <RegionNoticeBar
                  notice={regionNotice.notice}
                  messages={messages}
                  requestHost={regionNotice.requestHost}
                />
              )
            }
            communication={communication && follow(COMMUNICATION_STORY, <BlockTree tree={communication} />)}
            menu={menu && { label: messages.shell.headerMenu, content: follow(MENU_STORY, <BlockTree tree={menu} />) }}
            customerService={topBar.compact ? { ...customerService, clock: undefined } : customerService}
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
                content: follow(ACCESSIBILITY_POLICY_STORY, <BlockTree tree={policy.tree} />),
              }
            }
            legalLinks={shell.legalLinks}
            privacySettings={privacySettings(messages, brand)}
            login={account.kind === 'anonymous' ? shell.loginLink : undefined}
            finePrint={shell.finePrint}
          />
        </BrandProvider>
      </body>
    </html>
  );
}
