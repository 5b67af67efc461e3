import { brandsWithRoute } from '../../../../brands.ts';
import { RoutePage, routeMetadata, type RouteParams } from '../../../../route-page.tsx';

export const generateStaticParams = () => brandsWithRoute('studenten-bestellen');
export const generateMetadata = routeMetadata('studenten-bestellen');

export default function Page({ params }: { params: Promise<RouteParams> }) {
  return <RoutePage params={params} name="studenten-bestellen" />;
}
