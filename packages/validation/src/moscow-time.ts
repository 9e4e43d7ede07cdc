import { MOSCOW_UTC_OFFSET_HOURS } from '@shop/storefront';

export interface MoscowTime {
  /** 0 is Sunday, 6 is Saturday. */
  weekday: number;
  hours: number;
  minutes: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The wall-clock time in Moscow (UTC+3, no daylight saving) at `now`. */
export function toMoscowTime(now: Date = new Date()): MoscowTime {
  const moscow = new Date(now.getTime() + MOSCOW_UTC_OFFSET_HOURS * HOUR_MS);
  return {
    weekday: moscow.getUTCDay(),
    hours: moscow.getUTCHours(),
    minutes: moscow.getUTCMinutes(),
  };
}

/** Whether `now` is Monday to Friday before `hour`:00 Moscow time. */
export function isWeekdayBeforeMoscowHour(hour: number, now: Date = new Date()): boolean {
  const { weekday, hours } = toMoscowTime(now);
  return weekday >= 1 && weekday <= 5 && hours < hour;
}
