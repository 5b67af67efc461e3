import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

/*
 * The consent manager in the brand's look: its own CSS custom properties (vanilla-cookieconsent's light scheme) set
 * to the brand's theme tokens. `html #cc-main` outranks the library's `#cc-main` whatever order the sheets load in.
 */
const root = 'html #cc-main';

globalStyle(root, {
  vars: {
    '--cc-font-family': vars.font.body,
    '--cc-bg': vars.color.background,
    '--cc-primary-color': vars.color.text,
    '--cc-secondary-color': vars.color.text,
    '--cc-link-color': vars.color.text,
    '--cc-btn-primary-bg': vars.color.brand,
    '--cc-btn-primary-color': vars.color.brandContrast,
    '--cc-btn-primary-border-color': vars.color.brand,
    '--cc-btn-primary-hover-bg': vars.color.text,
    '--cc-btn-primary-hover-color': vars.color.background,
    '--cc-btn-primary-hover-border-color': vars.color.text,
    '--cc-btn-secondary-bg': vars.color.brand,
    '--cc-btn-secondary-color': vars.color.brandContrast,
    '--cc-btn-secondary-border-color': vars.color.brand,
    '--cc-btn-secondary-hover-bg': vars.color.text,
    '--cc-btn-secondary-hover-color': vars.color.background,
    '--cc-btn-secondary-hover-border-color': vars.color.text,
    '--cc-toggle-on-bg': vars.color.brand,
    '--cc-cookie-category-block-bg': vars.color.surface,
    '--cc-cookie-category-block-border': vars.color.border,
    '--cc-cookie-category-block-hover-bg': vars.color.surface,
    '--cc-cookie-category-block-hover-border': vars.color.text,
    '--cc-separator-border-color': vars.color.border,
    '--cc-footer-bg': vars.color.surface,
    '--cc-footer-color': vars.color.text,
    '--cc-footer-border-color': vars.color.border,
    '--cc-btn-border-radius': vars.radius,
    '--cc-modal-border-radius': vars.radius,
  },
});

globalStyle(`${root} button:focus-visible, ${root} a:focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
// Bold like every heading of the shop: a heading family of its own is served at 700 only
// (site/chrome/fonts/web-fonts.ts).
globalStyle(`${root} .cm__title, ${root} .pm__title`, { fontFamily: vars.font.heading, fontWeight: 700 });
// The settings opened from the banner replace it: one dialog at a time. The banner returns if they close unanswered.
globalStyle(`html.show--preferences #cc-main .cm`, { visibility: 'hidden' });
// The category switches' own box is 23px high in the library: 24px makes them the smallest target WCAG 2.2 allows
// (2.5.8 Target Size, axe's target-size); the drawn switch inside is unchanged.
globalStyle(`${root} .section__toggle, ${root} .section__toggle-wrapper`, { height: '24px' });
