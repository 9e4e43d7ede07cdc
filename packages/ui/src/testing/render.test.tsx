import { screen } from '@testing-library/react';
import type React from 'react';
import { FormattedMessage } from 'react-intl';
import { bus } from '@shop/event-bus';
import { renderWithShop, configureRender, setStorefront } from './index';

const Greeting = () => <FormattedMessage id="test.hello" />;

describe('renderWithShop', () => {
  beforeEach(() =>
    configureRender({
      messages: { ru: { 'test.hello': 'Привет' }, en: { 'test.hello': 'Hello' } },
    }),
  );

  it('renders in ru unless the test names a locale, with the app texts and its storefront', () => {
    renderWithShop(<Greeting />);
    expect(screen.getByText('Привет')).toBeInTheDocument();
    expect(bus.get('storefront')).toMatchObject({ locale: 'ru', currency: 'RUB' });
  });

  it('renders in the locale given, publishing that storefront', () => {
    renderWithShop(<Greeting />, 'en');
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(bus.get('storefront')).toMatchObject({ storefront: 'en', currency: 'USD' });
  });

  it('takes texts for one render and can leave the storefront as the test set it', () => {
    setStorefront('en');
    renderWithShop(<Greeting />, 'ru', {
      messages: { ru: { 'test.hello': 'Здравствуйте' } },
      keepStorefront: true,
    });
    expect(screen.getByText('Здравствуйте')).toBeInTheDocument();
    expect(bus.get('storefront')).toMatchObject({ locale: 'en' });
  });
});

describe('configureRender', () => {
  it("puts the app's provider around every render", () => {
    const Framed = ({ children }: { children: React.ReactNode }) => <section>{children}</section>;
    configureRender({ messages: { ru: { 'test.hello': 'Привет' } }, wrapper: Framed });
    const { container } = renderWithShop(<Greeting />);
    expect(container.querySelector('section')).toHaveTextContent('Привет');
  });
});
