import { useBusState } from '@shop/event-bus';
import { ProfilePage } from './features/profile/components/profile-page';
import { YaCallbackPage } from './features/ya-callback/ya-callback-page';

/** Picks the page for the current route: the profile or the third-party login callback. */
export function Root() {
  const route = useBusState('route');
  if (route?.name === 'profile') return <ProfilePage route={route} />;
  if (route?.name === 'ya-callback') return <YaCallbackPage route={route} />;
  return null;
}
