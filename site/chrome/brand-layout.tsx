import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import type { ExperimentVariant } from '../../domain/experiments/decisions.ts';
import { anonymousKey, decodePageKey, isChrome, pageKindOfKey, type Chrome } from '../../domain/page-key.ts';
import { env } from '../env.ts';
import type { AccountState } from '../account/state.ts';
import { faviconDataUri } from './brand-shell.ts';
import { brandTheme } from '../brands.ts';
import { brandOfParam } from '../request/brand-param.ts';
import { BrandDocument, type VisitorRegionNotice } from './brand-document.tsx';
import type { EditorAccess } from '../page/preview/editor-access.ts';
import type { PageFor } from '../page/context.ts';
import type { Visit } from '../visitor/visit.ts';

/*
 * The branded layout, shared by the shared pages (app/pages/[brand]/[key]) and a visitor's own
 * (app/pages/[brand]/visit/[chrome], docs/adr/0007). Each layout file keeps its own segment config; the rendering is
 * this one.
 */

/** A shared page's params carry its key; a visitor's own page's its chrome. */
type LayoutParams = { brand: string; key?: string; chrome?: string };

export interface BrandLayoutProps<P extends LayoutParams = LayoutParams> {
  readonly children: ReactNode;
  readonly params: Promise<P>;
}

/**
 * The chrome, the experiment decisions and the page the layout shows: a shared page's from its key (the page decodes
 * the same), a visitor's own page's chrome with their Visit, else the chrome's anonymous page.
 */
function chromeOfParams(
  params: LayoutParams,
  visit: Visit | undefined,
): { chrome: Chrome; decisions: readonly ExperimentVariant[]; page: PageFor } {
  const key = params.key === undefined ? undefined : decodePageKey(params.key, env.DEFAULT_MID, params.brand);
  if (key) return { chrome: key.chrome, decisions: key.decisions, page: { kind: 'shared', key } };
  const chrome = isChrome(params.chrome) ? params.chrome : 'consumer';
  if (visit) return { chrome, decisions: visit.experiments.decisions, page: { kind: 'visitor', visit } };
  return { chrome, decisions: [], page: { kind: 'shared', key: anonymousKey(chrome, env.DEFAULT_MID) } };
}

export async function generateMetadata({ params }: Omit<BrandLayoutProps, 'children'>): Promise<Metadata> {
  const brand = brandOfParam((await params).brand);
  return {
    title: { template: `%s | ${brand.name}`, default: brand.name },
    icons: { icon: faviconDataUri(brand.code, brand) },
  };
}

export async function generateViewport({ params }: Omit<BrandLayoutProps, 'children'>): Promise<Viewport> {
  const brand = brandOfParam((await params).brand);
  return { width: 'device-width', initialScale: 1, themeColor: brandTheme(brand.code).brand };
}

/**
 * `account`: anonymous on shared pages, the visitor's session on their own; `regionNotice`: only on the visitor's own
 * pages, which know their country; `experiments`: a visitor's own page's from the proxy (a shared page's are its
 * key's); `visit`: a visitor's own page's Visit, whose mid the top bar asks with, as the page does.
 */
export async function BrandLayout({
  children,
  params,
  account,
  regionNotice,
  experiments,
  editor,
  visit,
}: BrandLayoutProps & {
  readonly account: AccountState;
  readonly regionNotice?: VisitorRegionNotice;
  readonly experiments?: readonly ExperimentVariant[];
  readonly editor?: EditorAccess;
  readonly visit?: Visit;
}) {
  const values = await params;
  const brand = brandOfParam(values.brand).code;
  const shown = chromeOfParams(values, visit);
  return (
    <BrandDocument
      code={brand}
      kind={pageKindOfKey(values.key)}
      account={account}
      regionNotice={regionNotice}
      experiments={experiments ?? shown.decisions}
      chrome={shown.chrome}
      page={shown.page}
      editor={editor}
    >
      {children}
    </BrandDocument>
  );
}
