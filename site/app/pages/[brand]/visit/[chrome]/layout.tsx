import { cookies, headers } from 'next/headers';
import { accountState } from '../../../../../account/session.ts';
import { SESSION_COOKIE } from '../../../../../account/state.ts';
import { BrandLayout, generateMetadata, generateViewport, type BrandLayoutProps } from '../../../../../chrome/brand-layout.tsx';
import { BRANDS, isBrandCode } from '../../../../../brands.ts';
import { EXPERIMENTS_HEADER, readExperimentsHeader } from '../../../../../experiments/header.ts';
import { visitorRegionNotice } from '../../../../../page/context.ts';
import { clientIp } from '../../../../../visitor/request.ts';
import { visitorCall } from '../../../../../visitor/front-office-call.ts';
import { VISITOR_PATH_HEADER } from '../../../../../routing/request-headers.ts';
import { VISITOR_COOKIES } from '../../../../../../domain/visitor-state.ts';

// A visitor's own page: the generated rewrites send a page request here only when it carries the visitor's own state
// (a lead, a session, a promo cookie, a preview...), is an order or thank-you page, or its brand shows the region notice.
export const dynamic = 'force-dynamic';

export { generateMetadata, generateViewport };

export default async function Layout(props: BrandLayoutProps<{ brand: string; chrome: string }>) {
  const [{ brand }, cookieStore, headerList] = await Promise.all([props.params, cookies(), headers()]);
  // The session cookie is one of the inputs that route a request here: the header greets the visitor by name.
  const account = accountState(cookieStore.get(SESSION_COOKIE)?.value);
  // The top bar's region notice (docs/rules/08-errors.md) goes by the visitor's address; their country is asked for the brands
  // with a counterpart, whose every page comes here. A layout knows no path or query: the proxy's header tells them.
  const call = visitorCall(headerList.get(VISITOR_PATH_HEADER) ?? '/', cookieStore.get(VISITOR_COOKIES.mid)?.value);
  const notice = isBrandCode(brand) ? await visitorRegionNotice(BRANDS[brand], { ...call, visitorIp: clientIp(headerList) }) : undefined;
  const regionNotice = notice && { notice, requestHost: headerList.get('host') ?? undefined };
  // The proxy's experiment decisions for this request, the same the page applies (site/experiments/header.ts).
  const { decisions } = readExperimentsHeader(headerList.get(EXPERIMENTS_HEADER));
  return <BrandLayout {...props} account={account} regionNotice={regionNotice} experiments={decisions} />;
}
