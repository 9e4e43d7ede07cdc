import { FormattedMessage, useIntl } from 'react-intl';
import type { RouteState } from '@shop/types';

/** The page's localized heading and its route params, for pages still being built. */
export function RouteHeading({ route }: { route: RouteState }) {
  const intl = useIntl();
  const params = Object.entries(route.params);
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
      <h1>
        <FormattedMessage id={`route.${route.name}`} />
      </h1>
      {params.length > 0 && (
        <dl
          aria-label={intl.formatMessage({ id: 'platform.route.params' })}
          data-testid="route-params"
        >
          {params.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
