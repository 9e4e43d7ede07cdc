import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from './link';

describe('Link', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('navigates in-app on a plain click', () => {
    render(<Link href="/catalog/new">New</Link>);
    const link = screen.getByRole('link', { name: 'New' });
    expect(link).toHaveAttribute('href', '/catalog/new');
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/catalog/new');
  });

  it('leaves modified clicks and other targets to the browser', () => {
    render(
      <>
        <Link href="/a">A</Link>
        <Link href="/b" target="_blank">
          B
        </Link>
      </>,
    );
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'A' }), {
      ctrlKey: true,
    });
    expect(notPrevented).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'B' }))).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('replaces the history entry when asked', () => {
    const before = window.history.length;
    render(
      <Link href="/x" replace>
        X
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'X' }));
    expect(window.location.pathname).toBe('/x');
    expect(window.history.length).toBe(before);
  });
});
