import { STARTING_ATTRIBUTE } from '@shop/types';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bootAssetsOf,
  bootPreloadHints,
  START_AFTER_FIRST_PAINT,
  START_AFTER_PAINT_MAX_WAIT_MS,
  startScriptsAfterFirstPaint,
} from './page-head';

describe('boot preload hints', () => {
  it('reads the build list once and preloads each start-up script at the asked priority', () => {
    const dist = mkdtempSync(join(tmpdir(), 'boot-assets-'));
    writeFileSync(
      join(dist, 'boot-assets.json'),
      JSON.stringify({ js: ['1.a.js', '2.b.js'], css: ['1.c.css'] }),
    );
    const assets = bootAssetsOf(dist);
    expect(assets).toEqual({ js: ['1.a.js', '2.b.js'], css: ['1.c.css'] });
    expect(bootPreloadHints(assets, 'high')).toBe(
      '\n    <link rel="preload" as="script" href="/1.a.js" />' +
        '\n    <link rel="preload" as="script" href="/2.b.js" />',
    );
    expect(bootPreloadHints(assets, 'low')).toContain(
      '<link rel="preload" as="script" href="/1.a.js" fetchpriority="low" />',
    );
  });

  it('gives no hints for a build without the list', () => {
    const assets = bootAssetsOf(mkdtempSync(join(tmpdir(), 'no-boot-assets-')));
    expect(bootPreloadHints(assets, 'high')).toBe('');
  });
});

describe('startScriptsAfterFirstPaint', () => {
  const page = (script: string) =>
    `<html><head><title>t</title>${script}</head><body><main></main></body></html>`;

  it.each([
    ['the built template', '<script defer src=/main.js></script>'],
    ['a quoted src', '<script defer="" src="/main.js"></script>'],
  ])('replaces the deferred entry script of %s by a low preload and the starter', (_name, tag) => {
    const html = startScriptsAfterFirstPaint(page(tag));
    expect(html).not.toContain(tag);
    expect(html).toContain(
      '<link rel="preload" as="script" href="/main.js" fetchpriority="low" />',
    );
    expect(html).toMatch(
      new RegExp(
        `<script>\\(function \\(src, maxWaitMs\\)[\\s\\S]*\\)\\("/main.js", ${START_AFTER_PAINT_MAX_WAIT_MS}\\);</script>`,
      ),
    );
  });

  it('leaves a page without the entry script as it is', () => {
    expect(startScriptsAfterFirstPaint(page(''))).toBe(page(''));
  });
});

describe('START_AFTER_FIRST_PAINT (in the browser)', () => {
  type Starter = (src: string, maxWaitMs: number) => void;
  // The inlined source, evaluated as the page would (jsdom stands in for the browser).
  const starter = new Function(`return (${START_AFTER_FIRST_PAINT});`)() as Starter;
  const entryScripts = () => document.head.querySelectorAll('script[src="/main.js"]');
  /** The page's priority photo, still on its way. */
  const loadingPhoto = (src: string) => {
    document.body.innerHTML = `<main><img fetchpriority="high" src="${src}" /></main>`;
    const photo = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(photo, 'complete', { value: false });
    return photo;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '<main></main>';
  });

  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute(STARTING_ATTRIBUTE);
  });

  it('starts after a frame when the page has no priority photo', () => {
    starter('/main.js', 3000);
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(20);
    expect(entryScripts()).toHaveLength(1);
  });

  it('waits for the priority photo to load and decode, then starts once', async () => {
    const photo = loadingPhoto('/photo.webp');
    let decoded: () => void = () => undefined;
    photo.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    starter('/main.js', 3000);
    jest.advanceTimersByTime(100);
    expect(entryScripts()).toHaveLength(0);

    photo.dispatchEvent(new Event('load'));
    decoded();
    await Promise.resolve();
    jest.advanceTimersByTime(20);
    expect(entryScripts()).toHaveLength(1);
    jest.advanceTimersByTime(5000);
    expect(entryScripts()).toHaveLength(1);
  });

  it("builds the browser's lists of locales while the script downloads", () => {
    document.documentElement.lang = 'ru';
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      loadingPhoto('/slow.webp');
      starter('/main.js', 3000);
      jest.advanceTimersByTime(100);
      expect(numbers).not.toHaveBeenCalled();
      document.dispatchEvent(new Event('shop:early-tap'));
      jest.advanceTimersByTime(0);
      expect(numbers).toHaveBeenCalledWith('ru');
      expect(dates).toHaveBeenCalledWith('ru');
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
      document.documentElement.removeAttribute('lang');
    }
  });

  it('starts after the longest wait when the photo never comes', () => {
    loadingPhoto('/slow.webp');
    starter('/main.js', 3000);
    jest.advanceTimersByTime(2999);
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts at once when a tap was held before the photo (ADR 29)', () => {
    loadingPhoto('/slow.webp');
    starter('/main.js', 3000);
    jest.advanceTimersByTime(100);
    expect(entryScripts()).toHaveLength(0);
    document.dispatchEvent(new Event('shop:early-tap'));
    expect(entryScripts()).toHaveLength(1);
    document.dispatchEvent(new Event('shop:early-tap'));
    jest.advanceTimersByTime(5000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('marks the page as starting until the first scroll, key or the longest wait (ADR 42)', () => {
    const root = document.documentElement;
    const starting = () => root.hasAttribute(STARTING_ATTRIBUTE);
    loadingPhoto('/slow.webp');
    starter('/main.js', 3000);
    expect(starting()).toBe(true);
    // A swipe through a gallery scrolls an element, not the page: caught on its way down.
    document.querySelector('main')!.dispatchEvent(new Event('scroll'));
    expect(starting()).toBe(false);

    starter('/main.js', 3000);
    expect(starting()).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(starting()).toBe(false);

    starter('/main.js', 3000);
    jest.advanceTimersByTime(7999);
    expect(starting()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(starting()).toBe(false);
  });

  it('starts when the photo fails', () => {
    const photo = loadingPhoto('/gone.webp');
    starter('/main.js', 3000);
    photo.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(20);
    expect(entryScripts()).toHaveLength(1);
  });
});
