import { brandsWithRoute } from '../../../brands.ts';
import { RoutePage, routeMetadata, type RouteParams } from '../../../route-page.tsx';

export const generateStaticParams = () => brandsWithRoute('bestellen');
export const generateMetadata = routeMetadata('bestellen');

export default function Page({ params }: { params: Promise<RouteParams> }) {
  return <RoutePage params={params} name="bestellen" />;
}
