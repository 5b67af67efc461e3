import { BrandLayout, generateMetadata, generateViewport, type BrandLayoutProps } from '../../../brand-layout.tsx';

// The per-visitor twin of app/[brand] (docs/adr/0005): the host rewrites send a page request here only when it
// carries visitor state (a mid, a lead, a promo cookie, a preview...) or its brand's pages depend on the visitor.
export const dynamic = 'force-dynamic';

export { generateMetadata, generateViewport };

export default function Layout(props: BrandLayoutProps) {
  return <BrandLayout {...props} />;
}
