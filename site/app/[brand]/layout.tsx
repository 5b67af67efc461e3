import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { BRAND_CODES, getBrand, isBrandCode } from '../../brands.ts';
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
  const brand = getBrand((await params).brand);
  return brand ? { title: { template: `%s | ${brand.name}`, default: brand.name } } : {};
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function BrandLayout({ children, params }: BrandLayoutProps) {
  const { brand } = await params;
  if (!isBrandCode(brand)) throw new Error(`not a brand: ${brand}`); // unreachable: dynamicParams is false
  return <BrandDocument code={brand}>{children}</BrandDocument>;
}
