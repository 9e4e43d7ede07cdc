import { useBusState } from '@shop/event-bus';
import { STATIC_PAGES } from '@shop/routes';
import { NotFoundPage, UnknownPage } from './not-found-page';
import { StaticPage } from './static-page';

const STATIC = new Set<string>(STATIC_PAGES);

/** The pages the shell renders itself: static pages, /404 and unknown paths. */
export function ShellPages() {
  const route = useBusState('route');
  if (!route) return null;
  if (route.name === 'not-found') return <NotFoundPage />;
  if (STATIC.has(route.name)) return <StaticPage slug={route.name} />;
  return <UnknownPage />;
}
