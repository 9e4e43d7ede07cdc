import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@shop/ui/testing';
import { PopupFrame, SWIPE_CLOSE_DISTANCE } from './popup-frame';

describe('PopupFrame', () => {
  it('is a labelled modal dialog with a localized close button', async () => {
    const onClose = jest.fn();
    renderWithShop(
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

  it('closes on Esc (the dialog cancel event)', () => {
    const onClose = jest.fn();
    renderWithShop(
      <PopupFrame title="Gallery" onClose={onClose} variant="sheet">
        <p>Photos</p>
      </PopupFrame>,
      'en',
    );
    fireEvent(
      screen.getByRole('dialog', { name: 'Gallery' }),
      new Event('cancel', { cancelable: true }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('swipe down (pointer events)', () => {
    // jsdom has no PointerEvent; a MouseEvent with the pointer fields stands in for it.
    class TestPointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'touch';
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    const original = (window as { PointerEvent?: unknown }).PointerEvent;
    beforeAll(() => {
      (window as { PointerEvent?: unknown }).PointerEvent = TestPointerEvent;
    });
    afterAll(() => {
      (window as { PointerEvent?: unknown }).PointerEvent = original;
    });

    const swipe = (
      target: HTMLElement,
      from: number,
      to: number,
      init: PointerEventInit = {},
    ): void => {
      fireEvent.pointerDown(target, { clientY: from, ...init });
      fireEvent.pointerMove(target, { clientY: (from + to) / 2, ...init });
      fireEvent.pointerUp(target, { clientY: to, ...init });
    };

    const renderSheet = (onClose: () => void) => {
      renderWithShop(
        <PopupFrame title="Gallery" onClose={onClose} variant="sheet">
          <p>Photos</p>
        </PopupFrame>,
        'en',
      );
      return screen.getByRole('heading', { name: 'Gallery' });
    };

    it('closes on a long touch swipe down, not on a short one or a swipe up', () => {
      const onClose = jest.fn();
      const heading = renderSheet(onClose);
      swipe(heading, 100, 150);
      swipe(heading, 300, 100);
      expect(onClose).not.toHaveBeenCalled();
      swipe(heading, 100, 100 + SWIPE_CLOSE_DISTANCE + 1);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('follows the finger while dragging and springs back when let go early', () => {
      const heading = renderSheet(jest.fn());
      const dialog = screen.getByRole('dialog', { name: 'Gallery' });
      fireEvent.pointerDown(heading, { clientY: 100 });
      fireEvent.pointerMove(heading, { clientY: 140 });
      expect(dialog.style.transform).toBe('translateY(40px)');
      fireEvent.pointerUp(heading, { clientY: 150 });
      expect(dialog.style.transform).toBe('');
    });

    it('ignores the mouse, and a swipe the browser took over for scrolling', () => {
      const onClose = jest.fn();
      const heading = renderSheet(onClose);
      swipe(heading, 100, 400, { pointerType: 'mouse' });
      fireEvent.pointerDown(screen.getByText('Photos'), { clientY: 100 });
      fireEvent.pointerCancel(screen.getByText('Photos'));
      fireEvent.pointerUp(screen.getByText('Photos'), { clientY: 400 });
      expect(onClose).not.toHaveBeenCalled();
    });

    it('lets a tap on the close button through (no capture before a drag)', () => {
      const onClose = jest.fn();
      renderSheet(onClose);
      const close = screen.getByRole('button', { name: 'Close' });
      fireEvent.pointerDown(close, { clientY: 20 });
      fireEvent.pointerUp(close, { clientY: 21 });
      fireEvent.click(close);
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  it('returns focus to the element that opened it', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = renderWithShop(
      <PopupFrame title="Info" onClose={() => undefined}>
        <p>Text</p>
      </PopupFrame>,
      'en',
    );
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('is a default-size box unless asked to be wide', () => {
    const { unmount } = renderWithShop(
      <PopupFrame title="Points" onClose={() => undefined}>
        <p>List</p>
      </PopupFrame>,
      'en',
    );
    expect(screen.getByRole('dialog', { name: 'Points' })).toHaveAttribute('data-size', 'default');
    unmount();
    renderWithShop(
      <PopupFrame title="Points" onClose={() => undefined} size="wide">
        <p>List</p>
      </PopupFrame>,
      'en',
    );
    expect(screen.getByRole('dialog', { name: 'Points' })).toHaveAttribute('data-size', 'wide');
  });
});
