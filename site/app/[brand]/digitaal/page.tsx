import { brandsWithRoute } from '../../../brands.ts';
import { RoutePage, routeMetadata, type RouteParams } from '../../../route-page.tsx';

export const generateStaticParams = () => brandsWithRoute('digitaal');
export const generateMetadata = routeMetadata('digitaal');

export default function Page({ params }: { params: Promise<RouteParams> }) {
  return <RoutePage params={params} name="digitaal" />;
}
