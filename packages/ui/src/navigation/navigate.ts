/**
 * Client-side navigation. The shell's single-spa patches history, so a
 * pushState here reroutes across remotes without a build-time dependency.
 */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', href);
  else window.history.pushState(window.history.state, '', href);
  window.scrollTo?.({ top: 0 });
}
