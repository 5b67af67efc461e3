import { LOGO_LINK_ID, logoLinkScript } from './logo-link-script.ts';
import * as css from './logo-link.css.ts';

/**
 * The brand logo, linking to the shop's / with the visitor's query minus gift and productCode
 * (docs/rules/02-routes-and-layout.md, domain/logo-link.ts). Rendered as "/" (the layout is the same for every
 * visitor), the inline script right after it fills in the query; without JavaScript it stays "/".
 */
export function LogoLink({ logoSvg, homeLabel }: { logoSvg: string; homeLabel: string }) {
  return (
    <>
      {/* Its href is the script's to change: React is told not to mind the difference when it hydrates. */}
      <a id={LOGO_LINK_ID} className={css.link} href="/" suppressHydrationWarning>
        {/* An image, not inline SVG: the wordmark is artwork (its colours are the brand's), not page text. */}
        <img
          className={css.logo}
          src={`data:image/svg+xml,${encodeURIComponent(logoSvg)}`}
          alt={homeLabel}
          height={40}
        />
      </a>
      <script dangerouslySetInnerHTML={{ __html: logoLinkScript() }} />
    </>
  );
}
