require('@testing-library/jest-dom');
// findBy*/waitFor wait 1 s by default; on a 2-core CI machine running two Jest workers and real
// servers beside jsdom, a first render has been seen to take longer (product-page.test.tsx).
// A wait that ends early still fails the same way, later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
// jsdom lacks these browser APIs that sliders and visibility tracking use.
if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    }));
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = window.IntersectionObserver || NoopObserver;
  // jsdom reports scrollTo as not implemented; navigation calls it on every route change.
  window.scrollTo = () => {};
  window.ResizeObserver = window.ResizeObserver || NoopObserver;
}

// jsdom has <dialog> but not its modal methods.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/* global afterEach -- a Jest setup file: Jest provides it */
// The data layer's page-wide cache (ADR 23) must not carry one test's answers into the next.
afterEach(() => {
  require('@shop/data').resetQueryClient();
});
