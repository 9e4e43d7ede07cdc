import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider } from './slider';

function renderSlider(items = ['a', 'b', 'c', 'd', 'e']) {
  return render(
    <Slider
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <a href={`/${item}`}>item {item}</a>}
      label="Bestsellers"
      previousLabel="Previous"
      nextLabel="Next"
    />,
  );
}

/** jsdom lays nothing out: the list's scroll box as a browser would measure it. */
function layOut(
  list: HTMLElement,
  box: { scrollLeft: number; clientWidth: number; scrollWidth: number },
) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: box.clientWidth });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: box.scrollWidth });
  list.scrollLeft = box.scrollLeft;
}

/** The scrolling row: the slides' parent. */
const scrollRow = () => screen.getAllByRole('group')[0]!.parentElement!;

describe('Slider', () => {
  it('renders every item as a numbered slide inside a named carousel with named arrows', () => {
    renderSlider();
    const carousel = screen.getByRole('region', { name: 'Bestsellers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 5',
      '2 / 5',
      '3 / 5',
      '4 / 5',
      '5 / 5',
    ]);
    expect(screen.getByRole('link', { name: 'item e' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('scrolls the list by a view with its arrows', async () => {
    const scrollBy = jest.fn();
    const originalScrollBy = Element.prototype.scrollBy;
    Element.prototype.scrollBy = scrollBy;
    try {
      renderSlider();
      const list = scrollRow();
      layOut(list, { scrollLeft: 0, clientWidth: 400, scrollWidth: 1000 });
      act(() => list.dispatchEvent(new Event('scroll')));
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' });
    } finally {
      Element.prototype.scrollBy = originalScrollBy;
    }
  });

  it('turns its arrows on and off at the ends of the list as it scrolls', () => {
    renderSlider();
    const list = scrollRow();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });

    layOut(list, { scrollLeft: 300, clientWidth: 400, scrollWidth: 1000 });
    act(() => list.dispatchEvent(new Event('scroll')));
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();

    layOut(list, { scrollLeft: 600, clientWidth: 400, scrollWidth: 1000 });
    act(() => list.dispatchEvent(new Event('scroll')));
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
  });
});
