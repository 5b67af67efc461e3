import { BrandLayout, generateMetadata, generateViewport, type BrandLayoutProps } from '@/site/chrome/brand-layout.tsx';
import { brandOfParam } from '@/site/request/brand-param.ts';
import { visitorRegionNotice } from '@/site/page/context.ts';
import { visitCall } from '@/site/visitor/visit.ts';
import { layoutVisit } from '@/site/visitor/render-visit.ts';
import { editorAccess } from '@/site/page/preview/editor-access.ts';

// A visitor's own page: the proxy routes a page request here only when it carries the visitor's own state
// (a lead, a session, a promo cookie, a preview...), is an order or thank-you page, or its brand shows the region
// notice.
export const dynamic = 'force-dynamic';

export { generateMetadata, generateViewport };

export default async function Layout(props: BrandLayoutProps<{ brand: string; chrome: string }>) {
  const visit = await layoutVisit(brandOfParam((await props.params).brand).code);
  // The top bar's region notice (docs/rules/08-errors.md) goes by the visitor's address; their country is asked for the
  // brands with a counterpart, whose every page comes here.
  const [notice, editor] = await Promise.all([
    visitorRegionNotice(visit.brand, visitCall(visit, { address: true })),
    editorAccess(visit),
  ]);
  // The session cookie is one of the inputs that route a request here: the header greets the visitor by name. The
  // experiment decisions are the proxy's for this request, the same the page applies; the top bar's number is asked
  // with the page's mid, from the same Visit.
  return (
    <BrandLayout
      {...props}
      account={visit.cookies.session}
      regionNotice={{ notice, requestHost: visit.host }}
      experiments={visit.experiments.decisions}
      editor={editor}
      visit={visit}
    />
  );
}
