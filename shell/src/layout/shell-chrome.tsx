import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { DataProvider } from '@shop/data';
import { useBusState } from '@shop/event-bus';
import { PopupHost } from '../popups/popup-host';
import { WinterSalePromo } from '../popups/winter-sale/winter-sale-promo';
import type { ProgressController } from '../progress/navigation-progress';
import { ProgressBar } from '../progress/progress-bar';

/**
 * The page's title and layout, the progress bar and the popup host: the shell's own
 * browser-only root (header and footer are server-rendered roots, chrome-slots.tsx).
 */
export function ShellChrome({ progress }: { progress: ProgressController }) {
  const route = useBusState('route');
  const intl = useIntl();
  const layout = route?.layout ?? 'default';

  useEffect(() => {
    document.body.dataset.layout = layout;
  }, [layout]);

  useEffect(() => {
    if (!route) return;
    const title = intl.formatMessage({ id: `route.${route.name}` });
    document.title = `${title} — ${intl.formatMessage({ id: 'shell.brand' })}`;
  }, [route, intl]);

  // The shell's popups read through the page's one query client (ADR 23).
  return (
    <DataProvider>
      <ProgressBar progress={progress} />
      <WinterSalePromo />
      <PopupHost />
    </DataProvider>
  );
}
