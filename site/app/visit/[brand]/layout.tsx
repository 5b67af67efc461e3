import { cookies } from 'next/headers';
import { accountState } from '../../../account/session.ts';
import { SESSION_COOKIE } from '../../../account/state.ts';
import { BrandLayout, generateMetadata, generateViewport, type BrandLayoutProps } from '../../../brand-layout.tsx';

// The per-visitor twin of app/[brand] (docs/adr/0005): the host rewrites send a page request here only when it
// carries visitor state (a mid, a lead, a promo cookie, a preview...) or its brand's pages depend on the visitor.
export const dynamic = 'force-dynamic';

export { generateMetadata, generateViewport };

export default async function Layout(props: BrandLayoutProps) {
  // The session cookie is one of the inputs that route a request here: the header greets the visitor by name.
  const account = accountState((await cookies()).get(SESSION_COOKIE)?.value);
  return <BrandLayout {...props} account={account} />;
}
