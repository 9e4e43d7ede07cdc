import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree, as a heading when asked', () => {
    render(
      <a href="/cart">
        <svg aria-hidden="true" />
        <VisuallyHidden>Cart</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    render(<VisuallyHidden as="h1">Designer jewelry</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 1, name: 'Designer jewelry' })).toBeInTheDocument();
  });
});
