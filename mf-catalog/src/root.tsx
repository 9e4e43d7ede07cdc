import { useBusState } from '@shop/event-bus';
import { RouteHeading } from '@shop/ui';

/** Picks the page for the current route; the pages arrive with this remote's feature issue. */
export function Root() {
  const route = useBusState('route');
  if (!route) return null;
  return <RouteHeading route={route} />;
}
