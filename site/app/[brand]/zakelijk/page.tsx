import { brandsWithRoute } from '../../../brands.ts';
import { RoutePage, routeMetadata, type RouteParams } from '../../../route-page.tsx';

export const generateStaticParams = () => brandsWithRoute('zakelijk');
export const generateMetadata = routeMetadata('zakelijk');

export default function Page({ params }: { params: Promise<RouteParams> }) {
  return <RoutePage params={params} name="zakelijk" />;
}
