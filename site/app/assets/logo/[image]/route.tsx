import { brandPictureParams, brandLogoPicture } from '@/site/page/social-picture.tsx';

/* Each brand's logo as its shop windows' structured data name it (domain/seo/structured-data.ts), prerendered. */
export const dynamicParams = false;
export const generateStaticParams = brandPictureParams;

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }): Promise<Response> {
  return brandLogoPicture((await params).image) ?? new Response('Page not found\n', { status: 404 });
}
