import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { faviconDataUri } from '../../brand-shell.ts';
import { BRAND_CODES, BRANDS, brandTheme, isBrandCode } from '../../brands.ts';
import { BrandDocument } from '../../components/brand-document.tsx';

// Only the pages in the generated allowlist reach this segment (the host rewrites send every other path to
// /missing), and all of them are prerendered: nothing here renders per request.
export const dynamicParams = false;
// The same for every visitor of a brand: cached, and refreshed at most hourly.
export const revalidate = 3600;

export function generateStaticParams() {
  return BRAND_CODES.map((brand) => ({ brand }));
}

interface BrandLayoutProps {
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

export default async function BrandLayout({ children, params }: BrandLayoutProps) {
  const { brand } = await params;
  if (!isBrandCode(brand)) throw new Error(`not a brand: ${brand}`); // unreachable: dynamicParams is false
  return <BrandDocument code={brand}>{children}</BrandDocument>;
}
