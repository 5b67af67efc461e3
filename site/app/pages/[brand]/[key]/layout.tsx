import { ANONYMOUS } from '@/site/account/state.ts';
import { BrandLayout, generateMetadata, generateViewport, type BrandLayoutProps } from '@/site/chrome/brand-layout.tsx';

// A shared page (docs/adr/0007): the same for every visitor with the same key. The anonymous keys are prerendered;
// any other key is rendered on its first request and kept in Next's cache, like them regenerated in the background
// at most once a minute and revalidated by the content and front-office tags of the data behind it. The lifetime is
// site/cache-policy.ts's 'shared-page': Next needs a literal here, and tests/site/cache-policy.test.ts checks it
// equals the table's. The proxy routes here (site/routing/page-route.ts).
export const revalidate = 60;

export { generateMetadata, generateViewport };

export default function Layout(props: BrandLayoutProps<{ brand: string; key: string }>) {
  return <BrandLayout {...props} account={ANONYMOUS} />;
}
