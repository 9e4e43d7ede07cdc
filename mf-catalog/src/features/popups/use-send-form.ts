import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@shop/api-client';
import type { MessageKey } from '@shop/i18n';
import type { FieldError, FormApi } from '@shop/ui';
import { isAbort } from '../../api/client';

/** Where a form that sends a request stands: filling in, failed, sent. */
export type SendState<R> =
  { status: 'idle' } | { status: 'failed' } | { status: 'sent'; result: R };

/**
 * Submits a form's values through `send`: field errors the server names land on their fields
 * (a message-catalogue key is shown in the shopper's language, any other text as it is),
 * any other failure becomes a form-level state the popup shows with a retry (the API's own
 * messages are English defaults, so the catalogued text is shown); a second submit
 * while one is in flight is ignored (useForm).
 */
export function useSendForm<V extends object, R>(
  form: FormApi<V>,
  send: (values: V) => Promise<R>,
) {
  const intl = useIntl();
  const [state, setState] = useState<SendState<R>>({ status: 'idle' });
  const fieldError = (text: string): FieldError =>
    text in intl.messages ? (text as MessageKey) : { text };
  const submit = form.handleSubmit(async (values) => {
    setState({ status: 'idle' });
    try {
      setState({ status: 'sent', result: await send(values) });
    } catch (error) {
      if (isAbort(error)) return;
      const onFields = isApiError(error)
        ? Object.entries(error.fieldErrors).filter(
            ([name, texts]) => name in values && texts.length > 0,
          )
        : [];
      for (const [name, texts] of onFields) form.setError(name as keyof V, fieldError(texts[0]!));
      if (onFields.length === 0) setState({ status: 'failed' });
    }
  });
  return { state, submit };
}
