import { useBusState } from '@shop/event-bus';
import { GetCertificatePage } from './features/activation/components/get-certificate-page';
import { CertificateInfoPage } from './features/info/components/certificate-info-page';
import { CertificatePage } from './features/purchase/components/certificate-page';

/** Picks the page for the current route. */
export function Root() {
  const route = useBusState('route');
  if (!route) return null;
  if (route.name === 'certificate') return <CertificatePage />;
  if (route.name === 'certificate-info') return <CertificateInfoPage />;
  // Keyed by the number, so a new number in the path starts a fresh form.
  if (route.name === 'get-certificate') return <GetCertificatePage key={route.params.id ?? ''} />;
  // The shell mounts this remote only for the routes it owns, all handled above.
  return null;
}
