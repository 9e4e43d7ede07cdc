import { createHash } from 'node:crypto';

/**
 * Browser code inlined into the head of a served page (ADR 29), before anything is painted.
 * A served page shows its buttons ~2 s before React owns them (ADR 19 starts the scripts after
 * the first photo; hydration follows): a tap in between did nothing. This script takes such
 * taps instead, as Google's JSAction and Angular's event replay do:
 * - it listens on `window` in the capture phase, so it runs before React's root listeners and
 *   can keep an early event from them (no double handling once a root hydrates meanwhile);
 * - a click on a control (button, role=button, checkbox, radio) or a form's submit inside a
 *   served root (#shell-header, #shell-main, #shell-footer) whose root has not hydrated yet is
 *   held: its default is prevented (a heart inside a card's link does not navigate), the control
 *   gets aria-busy="true" (the shell's sheet styles it: the tap was taken), and the page is
 *   told (`shop:early-tap`) so its scripts start now instead of after the photo;
 * - one tap per control is held; more taps on a busy control are swallowed, as a busy button
 *   ignores them;
 * - `window.__shopEarlyTaps(rootId)` (the shell calls it when a root says it hydrated, bus event
 *   `app:hydrated`; without an id: every root) marks the root live, restores each held control's
 *   aria-busy and replays its tap once: `click()` / `requestSubmit()`, which now pass through to
 *   React like a late tap. A control hydration replaced (no longer in the document) is dropped.
 * Links are not held: they navigate without scripts.
 *
 * A static string (never built per page): its CSP hash (EARLY_TAP_CAPTURE_HASH) is the same on
 * every page and every build, and a cached page can carry it (it has no per-response nonce).
 */
export const EARLY_TAP_CAPTURE =
  '(function(w,d){' +
  "var R='#shell-header,#shell-main,#shell-footer'," +
  "C='button,[role=button],input[type=checkbox],input[type=radio]'," +
  'live={},held=[];' +
  'function take(e){' +
  "var t=e.target,c=t&&t.closest&&(e.type=='submit'?t:t.closest(C)),r=c&&c.closest(R);" +
  'if(!r||live[r.id]||live[""]||c.disabled)return;' +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'for(var i=0;i<held.length;i++)if(held[i].c==c)return;' +
  "held.push({c:c,r:r.id,t:e.type,b:c.getAttribute('aria-busy')});" +
  "c.setAttribute('aria-busy','true');" +
  "d.dispatchEvent(new Event('shop:early-tap'))}" +
  "w.addEventListener('click',take,true);" +
  "w.addEventListener('submit',take,true);" +
  'w.__shopEarlyTaps=function(id){' +
  "id=id||'';live[id]=1;" +
  'var now=held.filter(function(h){return!id||h.r==id});' +
  'held=held.filter(function(h){return id&&h.r!=id});' +
  'now.forEach(function(h){' +
  "h.b==null?h.c.removeAttribute('aria-busy'):h.c.setAttribute('aria-busy',h.b);" +
  "if(h.c.isConnected)h.t=='submit'?h.c.requestSubmit():h.c.click()})}" +
  '})(window,document)';

/**
 * The script's CSP source expression. The page's policy allows its inline scripts by their
 * hashes (inlineScriptHashes in security-headers.ts, ADR 30), which finds this one in the page;
 * the constant says which hash that is, for a policy or a test that wants it by name.
 */
export const EARLY_TAP_CAPTURE_HASH = `'sha256-${createHash('sha256')
  .update(EARLY_TAP_CAPTURE)
  .digest('base64')}'`;

/** The capture as the first script of a served page's head, before anything it could hold. */
export function withEarlyTapCapture(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/, (head) => `${head}<script>${EARLY_TAP_CAPTURE}</script>`);
}
