import { brandsWithRoute } from '../../../brands.ts';
import { RoutePage, routeMetadata, type RouteParams } from '../../../route-page.tsx';

export const generateStaticParams = () => brandsWithRoute('actie');
export const generateMetadata = routeMetadata('actie');

export default function Page({ params }: { params: Promise<RouteParams> }) {
  return <RoutePage params={params} name="actie" />;
}
