import type { Metadata } from 'next';
import { format, messagesFor } from '../domain/messages/index.ts';
import { BlockTree, resolveTree } from '../blocks/render-tree.tsx';
import { storySlug, type RouteName } from '../domain/routes.ts';
import { publishedBlockContext } from './content/block-context.ts';
import { pageStory } from './content/index.ts';
import { specialName } from './brand-shell.ts';
import { findRoute, type Brand } from './brands.ts';
import { PagePlaceholder } from './components/page-placeholder.tsx';

export interface RouteParams {
  readonly brand: string;
  readonly specialProduct?: string;
}

type Found = NonNullable<ReturnType<typeof findRoute>>;

/** The brand's page for a route. Only allowlisted pages are prerendered and routed here: a miss is a bug. */
async function lookup(params: Promise<RouteParams>, name: RouteName): Promise<Found> {
  const { brand, specialProduct } = await params;
  const found = findRoute(brand, name, specialProduct);
  if (!found) throw new Error(`${brand} has no ${name} page${specialProduct ? ` for ${specialProduct}` : ''}`);
  return found;
}

function pageTitle(brand: Brand, found: Found): string {
  const { routes } = messagesFor(brand.locale);
  const special = found.route.special ? specialName(brand, found.route.special) : '';
  return format(routes[found.route.name], { special });
}

export function routeMetadata(name: RouteName) {
  return async ({ params }: { params: Promise<RouteParams> }): Promise<Metadata> => {
    const found = await lookup(params, name);
    const title = pageTitle(found.brand, found);
    // The index shares its segment with the layout, whose title template applies only below it.
    return { title: name === 'index' ? { absolute: `${title} | ${found.brand.name}` } : title };
  };
}

/**
 * The page's story from the content port, resolved and rendered as blocks. A page without a story (none of the
 * brand's own and none in the group folder) shows the branded shell with a clear placeholder.
 */
export async function RoutePage({ params, name }: { params: Promise<RouteParams>; name: RouteName }) {
  const found = await lookup(params, name);
  const { brand } = found;
  const story = await pageStory(brand.code, storySlug(found.route));
  if (story) {
    const tree = await resolveTree(story.story.content, publishedBlockContext(brand), { preview: false });
    if (tree.root) return <BlockTree tree={tree} />;
  }
  const messages = messagesFor(brand.locale);
  const values = {
    brand: brand.name,
    page: pageTitle(brand, found),
    special: found.route.special ? specialName(brand, found.route.special) : '',
  };
  return (
    <PagePlaceholder
      title={format(messages.placeholder.title, values)}
      text={format(messages.placeholder[name], values)}
      note={messages.placeholder.note}
    />
  );
}
