import { useEffect } from 'react';
import type { CertificateItemValues } from '../certificate-rules';
import { itemFromValues, saveDepositItem } from '../deposit-item-storage';

/** Every change of the certificate is kept for a reload (docs/product/03-entities.md#deposit-order-item-and-design). */
export function useSaveDepositItem(values: CertificateItemValues): void {
  useEffect(() => saveDepositItem(itemFromValues(values)), [values]);
}
