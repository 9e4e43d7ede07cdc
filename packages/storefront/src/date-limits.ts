/** Years a date field accepts, inclusive (spec §5, §9). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2050;
