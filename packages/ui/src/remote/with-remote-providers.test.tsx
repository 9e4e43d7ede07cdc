import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { bus } from '@shop/event-bus';
import { lazyCatalogue } from '@shop/i18n';
import { withRemoteProviders } from './create-remote-lifecycles';

function Title() {
  return (
    <h2>
      <FormattedMessage id="bestsellers.title" />
    </h2>
  );
}

describe('withRemoteProviders', () => {
  it("starts loading the page's locale's texts when the module wraps its component, so its first render finds them", async () => {
    bus.set('storefront', { storefront: 'en', locale: 'en', currency: 'USD' });
    const en = jest.fn(async () => ({ 'bestsellers.title': 'Bestsellers' }));
    const ru = jest.fn(async () => ({ 'bestsellers.title': 'Хиты' }));
    const Exposed = withRemoteProviders('catalog', lazyCatalogue({ en, ru }), Title);
    expect(en).toHaveBeenCalledTimes(1);
    expect(ru).not.toHaveBeenCalled();
    await act(async () => undefined);
    // Loaded by now: rendered at once, without suspending (no Suspense boundary around it).
    render(<Exposed />);
    expect(screen.getByRole('heading', { name: 'Bestsellers' })).toBeInTheDocument();
    expect(en).toHaveBeenCalledTimes(1);
  });
});
