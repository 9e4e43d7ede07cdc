/** Moscow time is UTC+3 all year (docs/product/09-constants.md#delivery-cut-offs). */
export const MOSCOW_UTC_OFFSET_HOURS = 3;

/** Express delivery is offered on weekdays before this Moscow hour (docs/product/09-constants.md#delivery-cut-offs). */
export const EXPRESS_DELIVERY_CUTOFF_HOUR = 16;

/** Same-day delivery is offered on weekdays before this Moscow hour (docs/product/09-constants.md#delivery-cut-offs). */
export const SAME_DAY_DELIVERY_CUTOFF_HOUR = 13;
