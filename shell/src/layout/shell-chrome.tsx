import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import type { Storefront } from '@shop/types';
import { PopupHost } from '../popups/popup-host';
import { WinterSalePromo } from '../popups/winter-sale/winter-sale-promo';
import { WinterSalePromo } from '../popups/winter-sale/winter-sale-promo';
import type { ProgressController } from '../progress/navigation-progress';
import { ProgressBar } from '../progress/progress-bar';
import { Footer } from './footer';
import { Header } from './header';

/** Header, footer and popup host: the shell's own React tree around the remotes' slot. */
export function ShellChrome({
  storefront,
  progress,
}: {
  storefront: Storefront;
  progress: ProgressController;
}) {
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

  const footer = document.getElementById('shell-footer');
  const popups = document.getElementById('shell-popups');
  return (
    <>
      <ProgressBar progress={progress} />
      <WinterSalePromo />
      <WinterSalePromo />
      <Header storefront={storefront} layout={layout} />
      {footer && createPortal(<Footer storefront={storefront} layout={layout} />, footer)}
      {popups && createPortal(<PopupHost />, popups)}
    </>
  );
}
