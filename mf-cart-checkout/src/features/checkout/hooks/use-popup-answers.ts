import { useEffect } from 'react';
import { bus } from '@shop/event-bus';
import type { FormApi } from '@shop/ui';
import type { CheckoutValues } from '../../../state/order-data';

/** Answers of the popups this form opens, through the bus: a pickup point, the order comment. */
export function usePopupAnswers(form: FormApi<CheckoutValues>): void {
  useEffect(() => {
    const chosen = bus.on('pickup-point:chosen').subscribe(({ mode, point }) => {
      if (mode !== 'cart') return;
      form.setValues({
        pickpoint_number: point.code || point.id,
        pickpoint_full_address: point.fullAddress,
        pickpoint_short_address: point.shortAddress,
      });
      form.validateField('pickpoint_number');
    });
    const comment = bus
      .on('order-comment:changed')
      .subscribe(({ comment: text }) => form.setValue('comment', text));
    return () => {
      chosen.unsubscribe();
      comment.unsubscribe();
    };
  }, [form]);
}
