import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Slider } from './slider';

describe('Slider', () => {
  it('renders every item inside a named carousel with named arrows', () => {
    render(
      <IntlProvider locale="en">
        <Slider
          items={['a', 'b', 'c']}
          getKey={(item) => item}
          renderItem={(item) => <p>item {item}</p>}
          label="Bestsellers"
          previousLabel="Previous"
          nextLabel="Next"
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('region', { name: 'Bestsellers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('item c')).toBeInTheDocument();
  });
});
