import { createHash } from 'node:crypto';
import {
  EARLY_TAP_CAPTURE,
  EARLY_TAP_CAPTURE_HASH,
  withEarlyTapCapture,
} from './early-tap-capture';

type Replay = (root?: string) => void;
type PageWindow = Window & typeof globalThis & { __shopEarlyTaps?: Replay };

/** A fresh page (an iframe: its own window and listeners) with the capture run in its head. */
function servedPage(body: string): { win: PageWindow; doc: Document } {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const win = frame.contentWindow as PageWindow;
  const doc = win.document;
  doc.body.innerHTML = body;
  (win as unknown as { eval: (code: string) => void }).eval(EARLY_TAP_CAPTURE);
  return { win, doc };
}

const PRODUCT = `
  <div id="shell-header"><button id="login" type="button">Log in</button></div>
  <main id="shell-main">
    <a id="card" href="/jewelry/1"><button id="heart" type="button" aria-pressed="false">♡</button></a>
    <button id="buy" type="button" aria-busy="false">Add to cart</button>
    <button id="off" type="button" disabled>Not available</button>
    <input id="size" type="radio" name="size" value="17" />
    <form id="search"><input name="q" /></form>
    <a id="link" href="/catalog">Catalog</a>
  </main>`;

describe('early tap capture (in the browser)', () => {
  it('holds a tap on a served control: no default, no other listener, busy until replayed', () => {
    const { win, doc } = servedPage(PRODUCT);
    const reached = jest.fn();
    doc.getElementById('shell-main')!.addEventListener('click', reached);
    const buy = doc.getElementById('buy')!;
    const click = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    buy.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    expect(buy.getAttribute('aria-busy')).toBe('true');

    win.__shopEarlyTaps?.('shell-main');
    expect(buy.getAttribute('aria-busy')).toBe('false');
    expect(reached).toHaveBeenCalledTimes(1);
    expect(reached.mock.calls[0]?.[0]?.target).toBe(buy);
    // Replayed once: the queue is empty, and later taps pass straight through.
    win.__shopEarlyTaps?.('shell-main');
    expect(reached).toHaveBeenCalledTimes(1);
    buy.click();
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('holds one tap per control and keeps a heart inside a link from navigating', () => {
    const { win, doc } = servedPage(PRODUCT);
    const toggles = jest.fn();
    const heart = doc.getElementById('heart')!;
    heart.addEventListener('click', toggles);
    const first = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    heart.dispatchEvent(first);
    heart.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(first.defaultPrevented).toBe(true);
    expect(heart.hasAttribute('aria-busy')).toBe(true);
    win.__shopEarlyTaps?.('shell-main');
    expect(toggles).toHaveBeenCalledTimes(1);
    expect(heart.hasAttribute('aria-busy')).toBe(false);
  });

  it('replays a root only when that root hydrated, and the rest when asked without one', () => {
    const { win, doc } = servedPage(PRODUCT);
    const login = jest.fn();
    const buy = jest.fn();
    doc.getElementById('login')!.addEventListener('click', login);
    doc.getElementById('buy')!.addEventListener('click', buy);
    doc.getElementById('login')!.click();
    doc.getElementById('buy')!.click();
    win.__shopEarlyTaps?.('shell-header');
    expect(login).toHaveBeenCalledTimes(1);
    expect(buy).not.toHaveBeenCalled();
    win.__shopEarlyTaps?.();
    expect(buy).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('replays a radio choice and a form submit, each as itself', () => {
    const { win, doc } = servedPage(PRODUCT);
    const size = doc.getElementById('size') as HTMLInputElement;
    const changed = jest.fn();
    size.addEventListener('change', changed);
    size.click();
    expect(size.checked).toBe(false);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const form = doc.getElementById('search') as HTMLFormElement;
    form.addEventListener('submit', submitted);
    const submit = new win.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();

    win.__shopEarlyTaps?.('shell-main');
    expect(size.checked).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links, disabled controls and markup outside the served roots alone', () => {
    const { win, doc } = servedPage(
      `${PRODUCT}<div id="shell-popups"><button id="popup">x</button></div>`,
    );
    for (const id of ['link', 'off', 'popup']) {
      const click = new win.MouseEvent('click', { bubbles: true, cancelable: true });
      doc.getElementById(id)!.dispatchEvent(click);
      expect({ id, held: click.defaultPrevented }).toEqual({ id, held: false });
    }
  });

  it('drops a tap whose control hydration replaced, and tells the page a tap was held', () => {
    const { win, doc } = servedPage(PRODUCT);
    const started = jest.fn();
    doc.addEventListener('shop:early-tap', started);
    const buy = doc.getElementById('buy')!;
    const reached = jest.fn();
    buy.addEventListener('click', reached);
    buy.click();
    expect(started).toHaveBeenCalledTimes(1);
    buy.remove();
    win.__shopEarlyTaps?.('shell-main');
    expect(reached).not.toHaveBeenCalled();
  });
});

describe('withEarlyTapCapture', () => {
  it('puts the capture first in the head, the same bytes on every page', () => {
    const html = withEarlyTapCapture(
      '<html><head><title>t</title></head><body><header></header></body></html>',
    );
    expect(html).toBe(
      `<html><head><script>${EARLY_TAP_CAPTURE}</script><title>t</title></head><body><header></header></body></html>`,
    );
  });

  it('gives the hash a CSP would allow it by, the one the page policy finds', () => {
    const digest = createHash('sha256').update(EARLY_TAP_CAPTURE).digest('base64');
    expect(EARLY_TAP_CAPTURE_HASH).toBe(`'sha256-${digest}'`);
  });

  it('stays tiny', () => {
    expect(Buffer.byteLength(EARLY_TAP_CAPTURE)).toBeLessThan(1024);
  });
});
