import { brandsWithRoute } from '../../../brands.ts';
import { RoutePage, routeMetadata, type RouteParams } from '../../../route-page.tsx';

export const generateStaticParams = () => brandsWithRoute('bedankt');
export const generateMetadata = routeMetadata('bedankt');

export default function Page({ params }: { params: Promise<RouteParams> }) {
  return <RoutePage params={params} name="bedankt" />;
}
