/**
 * The shell's Node build (dist/server/chrome.js, for the shell's server only): the chrome of
 * every served page and the shell's own pages, by the server-rendering contract (ADR 13).
 */
export { renderChrome } from './layout/chrome-server';
export type { ChromeMarkup } from './layout/chrome-server';
export { renderPage } from './pages/shell-pages-server';
