import { specialProductParams } from '../../../brands.ts';
import { RoutePage, routeMetadata, type RouteParams } from '../../../route-page.tsx';

export const generateStaticParams = () => specialProductParams();
export const generateMetadata = routeMetadata('specialProduct');

export default function Page({ params }: { params: Promise<RouteParams> }) {
  return <RoutePage params={params} name="specialProduct" />;
}
