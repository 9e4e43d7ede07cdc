import type { Locale } from '@shop/types';
import { render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ShopIntlProvider } from './shop-intl-provider';

// Module-scoped: these tests run without Node typings.
declare const process: { env: Record<string, string | undefined> };

function Texts({ ids }: { ids: string[] }) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} />
        </li>
      ))}
    </ul>
  );
}

function Seconds({ count }: { count: number }) {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'common.seconds' }, { count })}</p>;
}

const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('ShopIntlProvider', () => {
  it.each<[Locale, string]>([
    ['ru', 'Неизвестная ошибка'],
    ['en', 'Unknown error'],
  ])('provides the shared %s catalogue', (locale, expected) => {
    render(
      <ShopIntlProvider locale={locale}>
        <Texts ids={['order.error.unknown']} />
      </ShopIntlProvider>,
    );
    expect(texts()).toEqual([expected]);
  });

  it('layers the app messages over the shared ones', () => {
    const own = { 'cart.title': 'Корзина', 'order.error.unknown': 'Что-то пошло не так' };
    render(
      <ShopIntlProvider locale="ru" messages={own}>
        <Texts ids={['cart.title', 'order.error.unknown', 'info.wait']} />
      </ShopIntlProvider>,
    );
    expect(texts()).toEqual(['Корзина', 'Что-то пошло не так', 'Подождите...']);
  });

  it.each<[Locale, number, string]>([
    ['ru', 21, '21 секунду'],
    ['ru', 11, '11 секунд'],
    ['en', 1, '1 second'],
    ['en', 5, '5 seconds'],
  ])('formats the %s plural timer for %d', (locale, count, expected) => {
    render(
      <ShopIntlProvider locale={locale}>
        <Seconds count={count} />
      </ShopIntlProvider>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it.each([
    ['development', 1],
    ['production', 0],
  ])('with NODE_ENV=%s reports a missing message %d time(s)', (nodeEnv, reports) => {
    jest.replaceProperty(process, 'env', { ...process.env, NODE_ENV: nodeEnv });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ShopIntlProvider locale="en">
        <Texts ids={['no.such.key']} />
      </ShopIntlProvider>,
    );
    expect(texts()).toEqual(['no.such.key']);
    expect(consoleError).toHaveBeenCalledTimes(reports);
  });

  it('fails for a locale without a catalogue', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ShopIntlProvider locale={'de' as Locale}>
          <Texts ids={['info.wait']} />
        </ShopIntlProvider>,
      ),
    ).toThrow('I18N_MISSING_LOCALE');
    consoleError.mockRestore();
  });
});
