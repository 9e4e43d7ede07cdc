/** Share of an element that must be visible to count as viewed (docs/product/09-constants.md#analytics-and-error-reporting). */
export const ANALYTICS_VIEW_THRESHOLD = 0.6;

/** Delay before the page-view event is sent, in ms (docs/product/09-constants.md#analytics-and-error-reporting). */
export const PAGE_VIEW_EVENT_DELAY_MS = 250;

/** Share of traces the error-reporting client samples (docs/product/09-constants.md#analytics-and-error-reporting). */
export const ERROR_REPORTING_TRACE_SAMPLE_RATE = 0.2;
