/**
 * The shell's error codes (browser, server and the deploy registry it serves): code → meaning.
 * A new code takes the next free number of its prefix; a code is never reused for another
 * meaning (docs and logs keep it). Log with logError/logWarning, throw with errorText.
 */
import { defineErrorCodes } from '@shop/error-codes';

export const SHELL_ERRORS = defineErrorCodes(
  { source: 'shell', prefixes: ['SHELL', 'SHELL-SSR', 'SHELL-START', 'DEPLOY'] },
  {
    REGISTRY_UNAVAILABLE: [
      'SHELL-001',
      'The remote registry (/remotes.json) could not be loaded: every remote shows its fallback, the shell keeps working.',
    ],
    REMOTE_LOAD_FAILED: [
      'SHELL-002',
      'A remote container or exposed module failed to load: its fallback is shown and remote:failed emitted.',
    ],
    EMPTY_REMOTE_MODULE: ['SHELL-003', 'A remote exposed module loaded as nothing.'],
    LIFECYCLES_UNAVAILABLE: [
      'SHELL-004',
      "A remote's ./app lifecycles could not be loaded: its slot shows the fallback.",
    ],
    APPLICATION_FAILED: [
      'SHELL-005',
      'single-spa reported an application error (a failed chunk reloads the page, at most once a minute).',
    ],
    STATIC_PAGE_UNAVAILABLE: ['SHELL-007', "A static page's content could not be loaded."],
    UNKNOWN_POPUP: ['SHELL-009', 'A popup key the shell has no popup for.'],
    POPUP_FAILED: ['SHELL-010', 'A shell popup threw while rendering: its error frame is shown.'],
    COMMON_DATA_UNAVAILABLE: [
      'SHELL-011',
      'Common data could not be loaded: the header counters stay at zero.',
    ],
    INLINE_REGISTRY_INVALID: [
      'SHELL-012',
      'The registry inlined into the page is not JSON: /remotes.json is fetched instead.',
    ],
    REGISTRY_ENTRY_INVALID: [
      'SHELL-013',
      "A registry file's entry is not an http(s) manifest URL: the server ignores it.",
    ],
    CONTRACT_MISMATCH: [
      'SHELL-014',
      'A remote module is built against another major of the contract (ADR 14): the browser shows its fallback, the server leaves the slot to the browser.',
    ],
    REGISTRY_CHECK_FAILED: [
      'SHELL-015',
      'The redeploy watch could not read the registry: the page keeps its versions.',
    ],
    LOCATION_OPTIONS_UNAVAILABLE: [
      'SHELL-016',
      "The location popup's countries or cities could not be loaded.",
    ],
    FAVORITES_SYNC_UNAVAILABLE: [
      'SHELL-017',
      'The favorites sync could not start: the hearts work in memory for this page.',
    ],
    LOCATION_CHANGE_FAILED: [
      'SHELL-018',
      'The chosen country or city could not be saved: the popup says so and stays open.',
    ],
    SUBSCRIPTION_FAILED: [
      'SHELL-019',
      'An e-mail subscription failed for another reason than the address: the form says so.',
    ],
    REPEATED_UNAUTHORIZED: [
      'SHELL-020',
      'A second 401 within the session guard: the page stays put instead of reloading in a loop.',
    ],
    SHOPS_UNAVAILABLE: ['SHELL-021', "The shops popup's list could not be loaded."],
    JOB_APPLICATION_FAILED: [
      'SHELL-022',
      'A job application failed for another reason than its fields: the form says so.',
    ],
    LANDING_SUBSCRIPTION_FAILED: [
      'SHELL-023',
      "A landing's subscription failed for another reason than the address: the form says so.",
    ],
    RUNTIME_MISMATCH: [
      'SHELL-024',
      'A remote is built without its own federation runtime against a core this page does not provide (another major, a newer minor, none): its fallback is shown (ADR 28).',
    ],
    BEACON_UNKNOWN_VERSION: [
      'SHELL-034',
      "A browser's beacon named a remote version the registry does not know: those entries are not counted (ADR 32).",
    ],
    ERROR_REPORTING_UNAVAILABLE: [
      'SHELL-035',
      'The error-reporting SDK could not be loaded or started: errors are still counted by the beacons (ADR 32).',
    ],
    SLOT_CRASHED: [
      'SHELL-036',
      "A remote's slot boundary caught a render error: its crash fallback is shown and the error reported (ADR 32).",
    ],
    METRICS_LISTENER_FAILED: [
      'SHELL-037',
      'The metrics listener (SHOP_METRICS_PORT) could not start: the shop serves pages without /metrics (ADR 32).',
    ],
    REGISTRY_UNREADABLE: [
      'SHELL-030',
      'The shared registry (PostgreSQL) could not be read: the shell serves the registry version it read last (ADR 31).',
    ],
    SHUTDOWN_DEADLINE_PASSED: [
      'SHELL-032',
      'A graceful shutdown (SIGTERM) passed its deadline: the connections still open were closed.',
    ],
    REGISTRY_SETTING_INVALID: [
      'SHELL-033',
      'SHOP_REGISTRY_DATABASE_URL (or SHOP_API_DATABASE_URL) is not a postgres:// URL, or a registry table name is malformed: the shell does not start.',
    ],
    SLOT_LEFT_TO_BROWSER: [
      'SHELL-SSR-001',
      "The route owner's server render failed or was late: its slot is rendered by the browser.",
    ],
    TOO_SLOW: ['SHELL-SSR-002', 'A step of the server render took longer than its budget.'],
    REMOTE_ASSET_UNAVAILABLE: [
      'SHELL-SSR-003',
      "A remote's manifest or server entry answered an error status.",
    ],
    NO_RENDER_PAGE: ['SHELL-SSR-004', "A remote's ./server exposes no renderPage."],
    CHROME_RENDER_FAILED: [
      'SHELL-SSR-005',
      'The header and footer failed to render on the server: the browser renders them (a bug).',
    ],
    ORIGIN_DOWN: [
      'SHELL-SSR-006',
      "A remote's origin does not answer: its slot is left to the browser.",
    ],
    SHELL_PAGE_TIMEOUT: ['SHELL-SSR-007', "A shell page's server render ran out of time."],
    SHELL_PAGE_QUERY_NOT_PREFETCHED: [
      'SHELL-SSR-008',
      "A shell page renders a query its route's server prefetch did not load (ADR 23).",
    ],
    NOT_OPEN_IN_TIME: [
      'SHELL-START-001',
      'The shop did not open in time: the API did not answer, or the first renders did not finish.',
    ],
    NEVER_DEPLOYED: ['DEPLOY-001', 'A rollback of a remote that has never been deployed.'],
    NOTHING_TO_ROLL_BACK: ['DEPLOY-002', 'A rollback of a remote with no earlier deployment.'],
    NO_BUILD: ['DEPLOY-003', 'A deploy of a remote without a production build.'],
    ORIGIN_NOT_HTTP: [
      'DEPLOY-004',
      'A deploy to an origin that is not an http(s) URL: refused before anything is copied.',
    ],
    NO_CONTRACT_VERSION: [
      'DEPLOY-005',
      "A build's mf-manifest.json records no contract version (ADR 14): rebuild it.",
    ],
    REGISTRY_WRITE_FAILED: [
      'DEPLOY-006',
      "The registry file's lock (<file>.lock) stayed held by another deploy: nothing was written.",
    ],
    REGISTRY_DOCUMENT_INVALID: [
      'DEPLOY-007',
      'The registry document is not a JSON object: a deploy does not write over it, a shell does not serve it.',
    ],
    CANARY_ROLLED_BACK: [
      'SHELL-038',
      "A remote's canary was rolled back by the shell: its error rate exceeded the stable version's by the margin (ADR 33).",
    ],
    CANARY_CHECK_FAILED: [
      'SHELL-039',
      'The canary check could not read the counters or the registry: the canary keeps running until the next check.',
    ],
    CANARY_POLICY_INVALID: [
      'SHELL-040',
      'A SHOP_CANARY_* setting is malformed: the shell does not start.',
    ],
    CANARY_ENTRY_INVALID: [
      'SHELL-041',
      "A registry entry's canary is not an http(s) manifest URL with a percent of 1-99: ignored, every visitor gets the stable version.",
    ],
    CATALOG_STAMP_UNREADABLE: [
      'SHELL-042',
      "The API's catalogue stamp could not be read: cached pages go back to their time rule (2 s fresh, 2 s stale) until it answers again.",
    ],
    CANARY_PERCENT_INVALID: [
      'DEPLOY-008',
      'A canary deploy with a percent that is not a whole number from 1 to 99.',
    ],
    NO_CANARY: ['DEPLOY-009', 'A promote of a remote that has no running canary.'],
    CANARY_IS_CURRENT: [
      'DEPLOY-010',
      'A canary deploy of the version every visitor already gets: refused.',
    ],
  },
);
