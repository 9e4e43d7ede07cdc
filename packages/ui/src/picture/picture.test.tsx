import { render, screen } from '@testing-library/react';
import type { ImageSet } from '@shop/types';
import { Picture } from './picture';

const densities = (name: string, ext: string) => ({
  '1x': `/${name}.${ext}`,
  '2x': `/${name}@2x.${ext}`,
  '3x': `/${name}@3x.${ext}`,
});
const formats = (name: string) => ({
  webp: densities(name, 'webp'),
  png: densities(name, 'png'),
  jpg: densities(name, 'jpg'),
});
const image: ImageSet = { mobile: formats('m'), tablet: formats('t'), desktop: formats('d') };

describe('Picture', () => {
  it('renders sources per breakpoint and a lazy img by default', () => {
    const { container } = render(<Picture image={image} alt="Banner" width={1200} height={600} />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1200');
    expect(container.querySelectorAll('source')).toHaveLength(6);
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain('/m@3x.webp 3x');
  });

  it('makes the priority image eager with high fetch priority', () => {
    render(<Picture image={image} alt="Hero" width={1200} height={600} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
