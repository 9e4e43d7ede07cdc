import { syncRoute } from './sync-route';

const routingEvent = () => window.dispatchEvent(new Event('single-spa:before-routing-event'));

describe('syncRoute: focus after navigation', () => {
  let main: HTMLElement;

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML =
      '<a href="#shell-main">skip</a><main id="shell-main" tabindex="-1"></main>';
    main = document.getElementById('shell-main')!;
  });

  it("leaves the first page's focus alone, also through the routing event single-spa sends as it starts", () => {
    syncRoute('ru');
    routingEvent();
    expect(document.activeElement).not.toBe(main);
  });

  it('moves focus to the new page after an in-app navigation', () => {
    syncRoute('ru');
    routingEvent();
    window.history.pushState(null, '', '/catalog');
    routingEvent();
    expect(document.activeElement).toBe(main);
  });
});
