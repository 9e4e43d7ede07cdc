const users = new Map<string, number>();

function setEnabled(container: string, enabled: boolean): void {
  document
    .querySelectorAll<HTMLLinkElement | HTMLStyleElement>(`[data-shop-remote="${container}"]`)
    .forEach((sheet) => {
      // A disabled sheet stays in the document, so webpack will not fetch it again on remount.
      if (sheet instanceof HTMLLinkElement) sheet.disabled = !enabled;
      else sheet.media = enabled ? '' : 'not all';
    });
}

/**
 * A remote's style sheets are on while anything of it is mounted (its page,
 * a popup or an exposed component) and off once the last user unmounts.
 */
export function acquireRemoteStyles(container: string): () => void {
  users.set(container, (users.get(container) ?? 0) + 1);
  setEnabled(container, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (users.get(container) ?? 1) - 1;
    users.set(container, left);
    if (left === 0) setEnabled(container, false);
  };
}
