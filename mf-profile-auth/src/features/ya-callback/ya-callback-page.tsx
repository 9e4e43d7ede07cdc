import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import type { RouteState } from '@shop/types';
import { FormAlert, Link, LoadingRegion, navigate } from '@shop/ui';
import { completeLogin } from '../auth/complete-login';

/** docs/product/08-messages.md#third-party-login-failure: a failed third-party login is kept with its source for support and analytics. */
export const OAUTH_ERROR_KEY = 'shop:oauth-error';

/** The one third-party login the API offers (POST /oauth). */
const PROVIDER = 'yandex';

/**
 * /ya-callback: Yandex ID returns here from the login the API began (GET /api/oauth/yandex/
 * authorize) with ?code=…&state=… (or ?error=…). POST /oauth hands both to the API, which
 * checks the state against this session and asks the provider who logged in; then home. A
 * failure shows 'Ошибка авторизации' / 'Authorization error' and is stored with its source in
 * local storage.
 */
export function YaCallbackPage({ route }: { route: RouteState }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(route.search);
    const fail = (detail: string) => {
      const message = intl.formatMessage({ id: 'error.oauth.failed' });
      window.localStorage.setItem(
        OAUTH_ERROR_KEY,
        JSON.stringify({ message, source: PROVIDER, detail, at: new Date().toISOString() }),
      );
      setFailed(true);
    };
    // The visitor declined or the provider failed: it says so instead of sending a code.
    const refusal = params.get('error');
    if (refusal) return fail(refusal);
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) return fail('no code or state');
    storefrontApi()
      .oauth({ provider: PROVIDER, code, state })
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
          <p>
            <Link href="/">{intl.formatMessage({ id: 'yaCallback.home' })}</Link>
          </p>
        </>
      ) : (
        <LoadingRegion label={intl.formatMessage({ id: 'yaCallback.progress' })}>
          <p>{intl.formatMessage({ id: 'yaCallback.progress' })}</p>
        </LoadingRegion>
      )}
    </div>
  );
}
