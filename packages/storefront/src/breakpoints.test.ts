import type { Device } from '@shop/types';

import { deviceForWidth } from './breakpoints';

describe('deviceForWidth (docs/product/09-constants.md#breakpoints: mobile < 768 <= tablet < 1200 <= desktop)', () => {
  it.each<[number, Device]>([
    [0, 'mobile'],
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ])('%d px is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});
