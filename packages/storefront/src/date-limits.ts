/** Years a date field accepts, inclusive (docs/product/05-validation.md#dates-and-birthday, docs/product/09-constants.md#auth-and-forms). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2050;
