import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Slider } from './slider';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: ObserverCallback[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: ObserverCallback) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    observed = observed.filter((callback) => callback !== this.callback);
  }
}

function renderSlider() {
  return render(
    <IntlProvider locale="en">
      <Slider
        items={['a', 'b', 'c', 'd', 'e']}
        getKey={(item) => item}
        renderItem={(item) => <p>item {item}</p>}
        label="Bestsellers"
        previousLabel="Previous"
        nextLabel="Next"
      />
    </IntlProvider>,
  );
}

describe('Slider', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    observed = [];
    globalThis.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('renders every item inside a named carousel with named arrows, without swiper until it nears the viewport', () => {
    const { container } = renderSlider();
    expect(screen.getByRole('region', { name: 'Bestsellers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('item e')).toBeInTheDocument();
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('scrolls the static list by a page with its arrows', async () => {
    const scrollBy = jest.fn();
    const originalScrollBy = Element.prototype.scrollBy;
    Element.prototype.scrollBy = scrollBy;
    try {
      renderSlider();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    } finally {
      Element.prototype.scrollBy = originalScrollBy;
    }
  });

  it('turns into the swiper carousel once it nears the viewport', async () => {
    const { container } = renderSlider();
    act(() => observed.forEach((callback) => callback([{ isIntersecting: true }])));
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull());
    expect(screen.getByText('item a')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bestsellers' })).toBeInTheDocument();
  });
});
