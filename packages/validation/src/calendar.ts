/** Days in a month (1–12) of a year, leap years included. */
export function daysInMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether day and month form a real date in the given year. */
export function isRealDate(day: number, month: number, year: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year);
}
