import { EXPRESS_DELIVERY_CUTOFF_HOUR, SAME_DAY_DELIVERY_CUTOFF_HOUR } from '@shop/storefront';

import type { CheckResult } from './check-result';
import { isWeekdayBeforeMoscowHour } from './moscow-time';

/** Express delivery: weekdays before 16:00 Moscow time (docs/product/09-constants.md#delivery-cut-offs). */
export function isExpressDeliveryAvailable(now: Date = new Date()): boolean {
  return isWeekdayBeforeMoscowHour(EXPRESS_DELIVERY_CUTOFF_HOUR, now);
}

/** Same-day delivery: weekdays before 13:00 Moscow time (docs/product/09-constants.md#delivery-cut-offs). */
export function isSameDayDeliveryAvailable(now: Date = new Date()): boolean {
  return isWeekdayBeforeMoscowHour(SAME_DAY_DELIVERY_CUTOFF_HOUR, now);
}

export function checkExpressDelivery(now: Date = new Date()): CheckResult {
  return isExpressDeliveryAvailable(now) ? null : 'error.delivery.expressCutoff';
}

export function checkSameDayDelivery(now: Date = new Date()): CheckResult {
  return isSameDayDeliveryAvailable(now) ? null : 'error.delivery.sameDayCutoff';
}
