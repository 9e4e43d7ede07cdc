import { FormattedMessage } from 'react-intl';
import { openPopup, useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { isPageBlocked } from '@shop/storefront';
import { Button } from '@shop/ui';

/**
 * The make-happy popup's opener (docs/product/02-screens.md#popups): an empty cart suggests a gift certificate, on the
 * storefront that sells them (the certificate page is blocked on the other one).
 */
export function MakeHappyNudge() {
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  if (isPageBlocked(storefront, hrefFor('certificate'))) return null;
  return (
    <Button variant="link" aria-haspopup="dialog" onClick={() => openPopup('make-happy', {})}>
      <FormattedMessage id="cart.empty.makeHappy" />
    </Button>
  );
}
