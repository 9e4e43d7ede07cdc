/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { provideModuleLoader } from '@shop/event-bus';
import { RemoteComponent } from './remote-component';

describe('RemoteComponent on the server', () => {
  it('leaves a served piece a place the shell fills, with its props, and loads nothing (ADR 43)', () => {
    const loader = jest.fn();
    provideModuleLoader(loader as never);
    const html = renderToString(
      <section>
        <RemoteComponent
          remote="catalog"
          expose="./BestsellersSlider"
          props={{ priorityPhotos: 2, title: 'a "quoted" <title>' }}
          loading={<span>loading</span>}
          served
        />
        <RemoteComponent
          remote="catalog"
          expose="./SearchBox"
          props={{}}
          loading={<span>search</span>}
        />
      </section>,
    );
    expect(html).toBe(
      '<section><div data-shop-piece="catalog/./BestsellersSlider" data-shop-piece-props="{&quot;priorityPhotos&quot;:2,&quot;title&quot;:&quot;a \\&quot;quoted\\&quot; &lt;title&gt;&quot;}"></div>' +
        // Not served: its loading placeholder, as before.
        '<span>search</span></section>',
    );
    expect(loader).not.toHaveBeenCalled();
  });
});
