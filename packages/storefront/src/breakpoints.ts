import type { Device } from '@shop/types';

/** Layout breakpoints in px (docs/product/09-constants.md#breakpoints): mobile below 768, tablet 768–1199, desktop 1200+. */
export const BREAKPOINT_TABLET = 768;
export const BREAKPOINT_DESKTOP = 1200;

/** Breakpoints in px at which responsive images switch source (docs/product/09-constants.md#breakpoints). */
export const IMAGE_BREAKPOINTS = [768, 1024] as const;

export function deviceForWidth(width: number): Device {
  if (width >= BREAKPOINT_DESKTOP) return 'desktop';
  return width >= BREAKPOINT_TABLET ? 'tablet' : 'mobile';
}
