import { useEffect } from 'react';
import { storefrontApi } from '@shop/api-client';
import type { FormApi } from '@shop/ui';
import type { CheckoutValues } from '../../../state/order-data';

/** A logged-in user's last address fills an empty courier form (GET /profile/user_address). */
export function usePrefillUserAddress(form: FormApi<CheckoutValues>, isAuth: boolean): void {
  useEffect(() => {
    if (!isAuth) return;
    const controller = new AbortController();
    storefrontApi()
      .getUserAddress({ signal: controller.signal })
      .then(({ address }) => {
        if (!address || form.values.address) return;
        form.setValues({
          address: address.address,
          apartment: address.apartment,
          front_door: address.frontDoor,
          floor: address.floor,
          house_code: address.houseCode,
        });
      })
      .catch(() => undefined); // prefill only; the shopper types the address otherwise
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per login, not per keystroke
  }, [isAuth]);
}
