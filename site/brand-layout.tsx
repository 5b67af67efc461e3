import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import type { ExperimentDecision } from '../domain/experiments.ts';
import type { AccountState } from './account/state.ts';
import { faviconDataUri } from './brand-shell.ts';
import { BRANDS, brandTheme, isBrandCode } from './brands.ts';
import { BrandDocument, type VisitorRegionNotice } from './components/brand-document.tsx';

/*
 * The branded layout, shared by the prerendered pages (app/[brand]) and their per-visitor twin (app/visit/[brand],
 * docs/adr/0005). Each layout file keeps its own segment config; the rendering is this one.
 */

export interface BrandLayoutProps {
  readonly children: ReactNode;
  readonly params: Promise<{ brand: string }>;
}

export async function generateMetadata({ params }: Omit<BrandLayoutProps, 'children'>): Promise<Metadata> {
  const { brand: code } = await params;
  if (!isBrandCode(code)) return {};
  const brand = BRANDS[code];
  return { title: { template: `%s | ${brand.name}`, default: brand.name }, icons: { icon: faviconDataUri(code, brand) } };
}

export async function generateViewport({ params }: Omit<BrandLayoutProps, 'children'>): Promise<Viewport> {
  const { brand: code } = await params;
  return { width: 'device-width', initialScale: 1, ...(isBrandCode(code) ? { themeColor: brandTheme(code).brand } : {}) };
}

/**
 * `account`: anonymous on prerendered pages, the visitor's session on their own (docs/adr/0005); `regionNotice`
 * and `experiments`: only on the visitor's own pages, which know their country and their variants.
 */
export async function BrandLayout({
  children,
  params,
  account,
  regionNotice,
  experiments,
}: BrandLayoutProps & {
  readonly account: AccountState;
  readonly regionNotice?: VisitorRegionNotice;
  readonly experiments?: readonly ExperimentDecision[];
}) {
  const { brand } = await params;
  if (!isBrandCode(brand)) throw new Error(`not a brand: ${brand}`); // unreachable: only generated rewrites route here
  return (
    <BrandDocument code={brand} account={account} regionNotice={regionNotice} experiments={experiments}>
      {children}
    </BrandDocument>
  );
}
