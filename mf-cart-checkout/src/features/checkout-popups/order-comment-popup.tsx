import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { bus } from '@shop/event-bus';
import { Button, PopupFrame, TextField } from '@shop/ui';
import type { PopupModuleProps } from './popup-props';
import styles from './checkout-popups.module.css';

/** The backend keeps at most this many characters of an order comment. */
export const ORDER_COMMENT_MAX_LENGTH = 2000;

/** Comment for order: the checkout gets the text back as `order-comment:changed`. */
export function OrderCommentPopup({ props, onClose }: PopupModuleProps<'order-comment'>) {
  const intl = useIntl();
  const [comment, setComment] = useState(props.comment ?? '');
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  // The dialog would focus its close button first; the shopper came to write.
  useEffect(() => {
    const timer = setTimeout(() => fieldRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    bus.emit('order-comment:changed', { comment: comment.trim() });
    onClose();
  };

  return (
    <PopupFrame
      title={intl.formatMessage({ id: 'checkout.comment.title' })}
      onClose={onClose}
      variant="sheet"
    >
      <form className={styles.body} onSubmit={save}>
        <TextField
          ref={fieldRef}
          multiline
          name="comment"
          label={intl.formatMessage({ id: 'checkout.comment.label' })}
          hint={intl.formatMessage({ id: 'checkout.comment.hint' })}
          value={comment}
          onChange={setComment}
          maxLength={ORDER_COMMENT_MAX_LENGTH}
        />
        <div className={styles.actions}>
          <Button type="submit">{intl.formatMessage({ id: 'checkout.comment.save' })}</Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'checkout.comment.cancel' })}
          </Button>
        </div>
      </form>
    </PopupFrame>
  );
}
