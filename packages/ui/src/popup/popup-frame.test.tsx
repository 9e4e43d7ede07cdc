import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { PopupFrame } from './popup-frame';

describe('PopupFrame', () => {
  it('is a labelled modal dialog with a localized close button', async () => {
    const onClose = jest.fn();
    renderWithIntl(
      <PopupFrame title="Ring size" onClose={onClose}>
        <p>Guide</p>
      </PopupFrame>,
      'ru',
    );
    const dialog = screen.getByRole('dialog', { name: 'Ring size' });
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc (the dialog cancel event) and on a swipe down, not on a short swipe', () => {
    const onClose = jest.fn();
    renderWithIntl(
      <PopupFrame title="Gallery" onClose={onClose} variant="sheet">
        <p>Photos</p>
      </PopupFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Gallery' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const panel = screen.getByText('Photos').closest('div')?.parentElement as HTMLElement;
    fireEvent.touchStart(panel, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(panel, { changedTouches: [{ clientY: 150 }] });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(panel, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(panel, { changedTouches: [{ clientY: 260 }] });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('returns focus to the element that opened it', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = renderWithIntl(
      <PopupFrame title="Info" onClose={() => undefined}>
        <p>Text</p>
      </PopupFrame>,
    );
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('is a default-size box unless asked to be wide', () => {
    const { unmount } = renderWithIntl(
      <PopupFrame title="Points" onClose={() => undefined}>
        <p>List</p>
      </PopupFrame>,
    );
    expect(screen.getByRole('dialog', { name: 'Points' })).toHaveAttribute('data-size', 'default');
    unmount();
    renderWithIntl(
      <PopupFrame title="Points" onClose={() => undefined} size="wide">
        <p>List</p>
      </PopupFrame>,
    );
    expect(screen.getByRole('dialog', { name: 'Points' })).toHaveAttribute('data-size', 'wide');
  });
});
