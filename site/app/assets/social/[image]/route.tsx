import { socialPicture, brandPictureParams } from '@/site/page/social-picture.tsx';

/* Each brand's shared-link picture (domain/seo/social.ts), prerendered at build time from its logo and theme. */
export const dynamicParams = false;
export const generateStaticParams = brandPictureParams;

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }): Promise<Response> {
  return socialPicture((await params).image) ?? new Response('Page not found\n', { status: 404 });
}
