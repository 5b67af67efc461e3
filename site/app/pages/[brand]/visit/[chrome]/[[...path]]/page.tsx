import type { Metadata } from 'next';
import { routeByPath } from '@/site/page/lookup.ts';
import { metadataFor, VisitorRoutePage } from '@/site/page/route-page.tsx';
import { pageVisit } from '@/site/visitor/render-visit.ts';
import { indexingStateOf } from '@/site/page/indexing-state.ts';

export const dynamic = 'force-dynamic';

interface VisitPageProps {
  readonly params: Promise<{ brand: string; path?: string[] }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: VisitPageProps): Promise<Metadata> {
  const { brand, path } = await params;
  const found = routeByPath(brand, path);
  const visit = await pageVisit(found.brand.code, found.route.path, await searchParams);
  return metadataFor(found, await indexingStateOf(visit));
}

export default async function VisitPage({ params, searchParams }: VisitPageProps) {
  const { brand, path } = await params;
  const found = routeByPath(brand, path);
  const visit = await pageVisit(found.brand.code, found.route.path, await searchParams);
  return <VisitorRoutePage found={found} visit={visit} />;
}
