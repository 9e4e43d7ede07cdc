import { useMemo, useRef } from 'react';
import { useBusState } from '@shop/event-bus';
import type { DepositDesign } from '@shop/types';
import { useForm } from '@shop/ui';
import {
  buyerRules,
  certificateItemRules,
  type BuyerValues,
  type CertificateItemValues,
} from '../certificate-rules';
import { loadDepositItem } from '../deposit-item-storage';
import { useDepositPurchase } from '../hooks/use-deposit-purchase';
import { useSaveDepositItem } from '../hooks/use-save-deposit-item';
import { initialBuyerValues, initialItemValues } from '../initial-values';
import { AmountSection } from './amount-section';
import { BuyerSection } from './buyer-section';
import { DesignSection } from './design-section';
import { PurchaseActions } from './purchase-actions';
import { RecipientSection } from './recipient-section';
import styles from './certificate-page.module.css';

/**
 * Buy a gift certificate: design, amount, recipient, date, buyer (docs/product/02-screens.md,
 * docs/product/03-entities.md#deposit-order-item-and-design, docs/product/05-validation.md#dates-and-birthday,
 * docs/product/08-messages.md, docs/product/09-constants.md#money-and-amounts).
 */
export function CertificateForm({ designs }: { designs: readonly DepositDesign[] }) {
  const user = useBusState('user');
  // The recipient's email must not be the buyer's: the item's rules read the buyer's as typed.
  const buyerEmail = useRef('');
  const initial = useMemo(
    () => initialItemValues(designs, loadDepositItem(), new Date()),
    [designs],
  );
  const item = useForm<CertificateItemValues>({
    initialValues: initial,
    rules: certificateItemRules(() => buyerEmail.current),
  });
  const buyer = useForm<BuyerValues>({
    initialValues: initialBuyerValues(user),
    rules: buyerRules,
  });
  buyerEmail.current = buyer.values.email;

  useSaveDepositItem(item.values);
  const { alert, pending, pay, addToCart } = useDepositPurchase(item, buyer);
  const design = designs.find((d) => String(d.id) === item.values.designId);

  return (
    <form className={styles.form} onSubmit={(event) => void pay(event)} noValidate>
      <DesignSection form={item} designs={designs} />
      <AmountSection form={item} design={design} />
      <RecipientSection form={item} />
      <BuyerSection form={buyer} />
      <PurchaseActions alert={alert} pending={pending} onAddToCart={() => void addToCart()} />
    </form>
  );
}
