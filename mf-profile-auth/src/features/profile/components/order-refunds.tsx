import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@shop/i18n';
import type { Locale, ProfileOrder, ProfileRefundsResponse, RefundRequest } from '@shop/types';
import { Button, FormAlert } from '@shop/ui';
import type { SignedInQuery } from '../use-signed-in-query';
import { returnableLines } from '../returnable';
import { RefundForm } from './refund-form';
import styles from './profile.module.css';

/**
 * An order's return requests with their state, and the way to file one while something of the
 * order is still returnable. While the requests load, or when they cannot, nothing is offered
 * (what is left to return is not known).
 */
export function OrderRefunds({
  order,
  refunds,
}: {
  order: ProfileOrder;
  refunds: SignedInQuery<ProfileRefundsResponse>;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const [filed, setFiled] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const sent = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (filed !== null) sent.current?.focus();
  }, [filed]);

  if (refunds.status !== 'success') return null;
  const all = refunds.data.refunds;
  const mine = all.filter((refund) => refund.orderId === order.id);
  const lines = returnableLines(order, all);
  const names = new Map(order.lines.map((line) => [line.skuId, line.name]));
  const onFiled = (refund: RefundRequest) => {
    refunds.replace({ refunds: [refund, ...all] });
    setOpen(false);
    setFiled(refund.id);
  };

  return (
    <section aria-label={t('profile.refund.section', { id: order.id })}>
      {mine.length > 0 && (
        <ul className={styles.refunds}>
          {mine.map((refund) => (
            <li key={refund.id} data-testid="refund-request">
              {t('profile.refund.request', {
                id: refund.id,
                date: formatDate(refund.createdAt, locale),
              })}
              {': '}
              <strong>{t(`profile.refund.status.${refund.status}`)}</strong>
              {' — '}
              {refund.items
                .map((item) => `${names.get(item.skuId) ?? item.skuId} × ${item.quantity}`)
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
      {filed !== null && (
        <div ref={sent} tabIndex={-1}>
          <FormAlert tone="success">{t('profile.refund.sent', { id: filed })}</FormAlert>
        </div>
      )}
      {lines.length > 0 &&
        (open ? (
          <RefundForm
            orderId={order.id}
            lines={lines}
            currency={order.currency}
            onFiled={onFiled}
            onCancel={() => {
              setOpen(false);
              // Back where the shopper was, not to the top of the page.
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        ) : (
          <Button
            ref={opener}
            variant="secondary"
            aria-expanded={false}
            onClick={() => {
              setOpen(true);
              setFiled(null);
            }}
          >
            {t('profile.refund.open')}
          </Button>
        ))}
    </section>
  );
}
