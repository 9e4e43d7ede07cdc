require('@testing-library/jest-dom');
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
  window.ResizeObserver = window.ResizeObserver || NoopObserver;
}
