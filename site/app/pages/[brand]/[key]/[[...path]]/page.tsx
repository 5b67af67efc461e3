import type { Metadata } from 'next';
import { routeByPath, sharedPageParams } from '@/site/page/lookup.ts';
import { metadataFor, SharedRoutePage } from '@/site/page/route-page.tsx';

interface SharedPageProps {
  readonly params: Promise<{ brand: string; key: string; path?: string[] }>;
}

/** The anonymous pages of every brand; a campaign's keys are rendered on their first request (dynamicParams). */
export const generateStaticParams = sharedPageParams;

export async function generateMetadata({ params }: SharedPageProps): Promise<Metadata> {
  const { brand, path } = await params;
  return metadataFor(routeByPath(brand, path));
}

export default async function SharedPage({ params }: SharedPageProps) {
  const { brand, key, path } = await params;
  return <SharedRoutePage found={routeByPath(brand, path)} pageKey={key} />;
}
