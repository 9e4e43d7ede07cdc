import { useState } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydrate';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`clicked ${count}`}
    </button>
  );
}

describe('hydrateInSlices', () => {
  it('adopts the served markup without a mismatch and makes it interactive', async () => {
    const slot = document.createElement('div');
    slot.innerHTML = renderToString(<Counter />);
    document.body.append(slot);
    const served = slot.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();

    await act(async () => {
      hydrateInSlices(slot, <Counter />, { onRecoverableError: recoverable });
    });
    act(() => served?.click());

    expect(slot.querySelector('button')).toBe(served);
    expect(served).toHaveTextContent('clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reports served markup that does not match (the page is rendered afresh)', async () => {
    const slot = document.createElement('div');
    slot.innerHTML = '<p>something else</p>';
    const recoverable = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateInSlices(slot, <Counter />, { onRecoverableError: recoverable });
    });
    expect(recoverable).toHaveBeenCalled();
    expect(slot).toHaveTextContent('clicked 0');
  });
});
