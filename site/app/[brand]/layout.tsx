import { ANONYMOUS } from '../../account/state.ts';
import { BRAND_CODES } from '../../brands.ts';
import { BrandLayout, generateMetadata, generateViewport, type BrandLayoutProps } from '../../brand-layout.tsx';

// Only the pages in the generated allowlist reach this segment (the host rewrites send every other path to
// /missing), and all of them are prerendered: nothing here renders per request (a visitor's own page is the
// twin in app/visit, docs/adr/0005).
export const dynamicParams = false;
// The same for every visitor of a brand; regenerated in the background at most once a minute, so the customer
// service's open/closed state is never more than a minute late. The story and catalog calls behind a regeneration
// are cached (per brand, by tag), so this costs one render per page and minute at most.
export const revalidate = 60;

export function generateStaticParams() {
  return BRAND_CODES.map((brand) => ({ brand }));
}

export { generateMetadata, generateViewport };

export default function Layout(props: BrandLayoutProps) {
  return <BrandLayout {...props} account={ANONYMOUS} />;
}
