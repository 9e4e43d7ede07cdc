import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import type { RouteState } from '@shop/types';
import { EmptyState, FormAlert, Link, LoadingRegion, navigate } from '@shop/ui';
import { completeLogin } from '../auth/complete-login';

/** Spec §8: a failed third-party login is kept with its source for support and analytics. */
export const OAUTH_ERROR_KEY = 'shop:oauth-error';

/**
 * /ya-callback: the identity provider returns here with its token (development provider 'dev',
 * e.g. ?provider=dev&token=dev-alice). POST /oauth logs in and goes home; a failure shows
 * 'Ошибка авторизации' / 'Authorization error' and is stored with its source in local storage.
 */
export function YaCallbackPage({ route }: { route: RouteState }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(route.search);
    const provider = params.get('provider') ?? 'yandex';
    const token = params.get('token') ?? params.get('access_token') ?? '';
    const fail = (detail: string) => {
      const message = intl.formatMessage({ id: 'error.oauth.failed' });
      window.localStorage.setItem(
        OAUTH_ERROR_KEY,
        JSON.stringify({ message, source: provider, detail, at: new Date().toISOString() }),
      );
      setFailed(true);
    };
    if (!token) return fail('no token');
    const email = params.get('email');
    storefrontApi()
      .oauth({ provider, token, ...(email ? { email } : {}) })
      .then(async (answer) => {
        if (!answer.success || !answer.data.user) return fail(answer.message ?? 'refused');
        await completeLogin(answer.data.user);
        navigate('/', { replace: true });
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
    // One attempt per visit of the callback URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route.search]);

  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 16px' }}>
      <h1>{intl.formatMessage({ id: 'yaCallback.title' })}</h1>
      {failed ? (
        <>
          <FormAlert tone="error">{intl.formatMessage({ id: 'error.oauth.failed' })}</FormAlert>
          <EmptyState
            title={intl.formatMessage({ id: 'error.oauth.failed' })}
            action={<Link href="/">{intl.formatMessage({ id: 'yaCallback.home' })}</Link>}
          />
        </>
      ) : (
        <LoadingRegion label={intl.formatMessage({ id: 'yaCallback.progress' })}>
          <p>{intl.formatMessage({ id: 'yaCallback.progress' })}</p>
        </LoadingRegion>
      )}
    </div>
  );
}
