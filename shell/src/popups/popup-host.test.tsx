import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, closeAllPopups, openPopup } from '@shop/event-bus';
import { ShopIntlProvider } from '@shop/i18n';
import type { RouteState } from '@shop/types';
import { PopupFrame } from '@shop/ui';
import { shellMessages } from '../i18n/messages';
import { PopupHost } from './popup-host';

const loadRemoteModule = jest.fn();
jest.mock('../federation/setup-federation', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
}));

function RingSizePopup({ onClose }: { onClose: () => void }) {
  return (
    <PopupFrame title="Ring size guide" onClose={onClose}>
      <p>Measure your finger</p>
    </PopupFrame>
  );
}

const renderHost = () =>
  render(
    <ShopIntlProvider locale="en" messages={shellMessages.en}>
      <PopupHost />
    </ShopIntlProvider>,
  );

describe('PopupHost', () => {
  afterEach(() => act(() => closeAllPopups()));

  it('loads the owner remote popup on demand, locks scrolling and closes through the bus', async () => {
    loadRemoteModule.mockResolvedValue({ default: RingSizePopup });
    renderHost();
    expect(document.body.dataset.popupOpen).toBe('false');
    act(() => openPopup('ring-size', { productId: 3 }));
    expect(await screen.findByRole('dialog', { name: 'Ring size guide' })).toBeVisible();
    expect(loadRemoteModule).toHaveBeenCalledWith('catalog', './popups/ring-size');
    expect(document.body.dataset.popupOpen).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bus.get('popup').someOpen).toBe(false);
    expect(document.body.dataset.popupOpen).toBe('false');
  });

  it('shows a localized error frame when the popup cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteModule.mockRejectedValue(new Error('offline'));
    renderHost();
    act(() => openPopup('composition', { productId: 1 }));
    expect(
      await screen.findByRole('dialog', { name: 'This window could not be opened' }),
    ).toBeVisible();
  });

  it('closes every popup when the page changes, not when only its query does (docs/product/04-states.md#popups)', async () => {
    loadRemoteModule.mockResolvedValue({ default: RingSizePopup });
    const page = (pathname: string, search = ''): RouteState => ({
      name: 'catalog-listing',
      owner: 'catalog',
      layout: 'default',
      pathname,
      search,
      params: {},
    });
    act(() => bus.set('route', page('/catalog/rings')));
    renderHost();
    act(() => openPopup('ring-size', { productId: 3 }));
    expect(await screen.findByRole('dialog', { name: 'Ring size guide' })).toBeVisible();

    act(() => bus.set('route', page('/catalog/rings', '?page=2')));
    expect(screen.getByRole('dialog', { name: 'Ring size guide' })).toBeVisible();

    act(() => bus.set('route', page('/catalog/earrings')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bus.get('popup').someOpen).toBe(false);
    expect(document.body.dataset.popupOpen).toBe('false');

    // The next page may open its own.
    act(() => openPopup('ring-size', { productId: 4 }));
    expect(await screen.findByRole('dialog', { name: 'Ring size guide' })).toBeVisible();
  });
});
