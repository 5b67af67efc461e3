import { ANONYMOUS } from '@/site/account/state.ts';
import { BrandLayout, generateMetadata, generateViewport, type BrandLayoutProps } from '@/site/chrome/brand-layout.tsx';

// A shared page (docs/adr/0007): the same for every visitor with the same key. The anonymous keys are prerendered;
// any other key is rendered on its first request and kept in Next's cache, like them regenerated in the background
// at most once a minute (CACHE_SECONDS.page in site/cache-policy.ts; Next needs the literal here) and revalidated by
// the content and front-office tags of the data behind it. Only the generated rewrites route here.
export const revalidate = 60;

export { generateMetadata, generateViewport };

export default function Layout(props: BrandLayoutProps<{ brand: string; key: string }>) {
  return <BrandLayout {...props} account={ANONYMOUS} />;
}
