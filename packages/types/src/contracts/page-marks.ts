/**
 * A mark the shell puts on a served page's `<html>` while its scripts are still coming: a
 * remote's styles may keep what is below the page's first screen unrendered meanwhile, so its
 * photos leave the bandwidth to the scripts (ADR 42). The shell takes it away once the page is
 * interactive (`html[data-shop-ready]`), at the visitor's first scroll or key, or after a
 * longest wait. Styles name it as `:global(html[data-shop-starting])`.
 */
export const STARTING_ATTRIBUTE = 'data-shop-starting';
