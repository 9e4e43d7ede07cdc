import { useBusState } from '@shop/event-bus';
import { STATIC_PAGES } from '@shop/routes';
import { NotFoundPage, UnknownPage } from './not-found-page';
import { JobApplicationForm } from './forms/job-application-form';
import {
  LandingSubscriptionForm,
  SUBSCRIPTION_LANDINGS,
  type SubscriptionLanding,
} from './forms/landing-subscription-form';
import { StaticPage } from './static-page';

const STATIC = new Set<string>(STATIC_PAGES);
const isSubscriptionLanding = (name: string): name is SubscriptionLanding =>
  (SUBSCRIPTION_LANDINGS as readonly string[]).includes(name);

/**
 * The container name of the shell's pages, on both sides: the served slot's owner, its data
 * script and its useId prefix (ADR 13).
 */
export const SHELL_PAGES_CONTAINER = 'shell';

/** The pages the shell renders itself: static pages, /404 and unknown paths. */
export function ShellPages() {
  const route = useBusState('route');
  if (!route) return null;
  if (route.name === 'not-found') return <NotFoundPage />;
  // Pages with a form below their text (blocked storefronts never get here: ADR 4).
  if (route.name === 'career')
    return (
      <>
        <StaticPage slug={route.name} />
        <JobApplicationForm />
      </>
    );
  if (isSubscriptionLanding(route.name))
    return (
      <>
        <StaticPage slug={route.name} />
        <LandingSubscriptionForm landing={route.name} />
      </>
    );
  if (STATIC.has(route.name)) return <StaticPage slug={route.name} />;
  return <UnknownPage />;
}
