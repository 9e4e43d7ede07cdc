/** Moscow time is UTC+3 all year (spec §9). */
export const MOSCOW_UTC_OFFSET_HOURS = 3;

/** Express delivery is offered on weekdays before this Moscow hour (spec §9). */
export const EXPRESS_DELIVERY_CUTOFF_HOUR = 16;

/** Same-day delivery is offered on weekdays before this Moscow hour (spec §9). */
export const SAME_DAY_DELIVERY_CUTOFF_HOUR = 13;
