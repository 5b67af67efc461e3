import { brandSitemap, sitemapParams } from '@/site/page/sitemap.ts';

/*
 * A brand's sitemap, at the internal path the proxy rewrites /sitemap.xml to (site/routing/crawlers.ts):
 * prerendered per brand with a domain, and rendered again when the content webhook revalidates the story folders it
 * read. The proxy sets the header nginx keeps it by, as for a shared page.
 */
export const dynamicParams = false;
export const generateStaticParams = sitemapParams;

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }): Promise<Response> {
  const xml = await brandSitemap((await params).brand);
  if (xml === undefined) return new Response('Page not found\n', { status: 404 });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
