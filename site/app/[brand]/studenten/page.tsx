import { brandsWithRoute } from '../../../brands.ts';
import { RoutePage, routeMetadata, type RouteParams } from '../../../route-page.tsx';

export const generateStaticParams = () => brandsWithRoute('studenten');
export const generateMetadata = routeMetadata('studenten');

export default function Page({ params }: { params: Promise<RouteParams> }) {
  return <RoutePage params={params} name="studenten" />;
}
