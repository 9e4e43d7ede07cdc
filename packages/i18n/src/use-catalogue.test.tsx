import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { lazyCatalogue, type LocaleCatalogue } from './locale-catalogue';
import { useCatalogue } from './use-catalogue';

function Text({
  source,
}: {
  source: LocaleCatalogue | Record<'ru' | 'en', Record<string, string>>;
}) {
  const table = useCatalogue(source, 'en');
  return <p>{table['a.one']}</p>;
}

describe('useCatalogue', () => {
  it('reads tables at hand during the first render', () => {
    render(<Text source={{ ru: { 'a.one': 'один' }, en: { 'a.one': 'one' } }} />);
    expect(screen.getByText('one')).toBeInTheDocument();
  });

  it('suspends until a locale not loaded yet arrives', async () => {
    let arrive: (table: Record<string, string>) => void = () => undefined;
    const catalogue = lazyCatalogue({
      ru: async () => ({}),
      en: () =>
        new Promise<Record<string, string>>((resolve) => {
          arrive = resolve;
        }),
    });
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Text source={catalogue} />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive({ 'a.one': 'one' }));
    expect(screen.getByText('one')).toBeInTheDocument();
  });
});
