// Types of the CommonJS entry points the TypeScript scripts and tests use.
export type AppName =
  'shell' | 'catalog' | 'cart-checkout' | 'profile-auth' | 'certificates' | 'favorites';
export declare const APPS: Record<AppName, { port: number; container: string; folder?: string }>;
export declare const API_PORT: number;
export declare const SHARED_SINGLETONS: readonly string[];
/** Whether the apps are built on Preact's compat layer (ADR 38; SHOP_RENDERER=react builds on React). */
export declare function onPreact(): boolean;
export declare const CHROMIUM_PATH: string;
/** The E2E suite's browser: the headless shell when installed, else CHROMIUM_PATH (ADR 46). */
export declare const E2E_CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
/** Lighthouse's mobile preset for Playwright: context options, CPU slowdown, network (chromium.js). */
export declare const MOBILE_PROFILE: {
  readonly context: {
    readonly viewport: { readonly width: number; readonly height: number };
    readonly deviceScaleFactor: number;
    readonly isMobile: true;
    readonly hasTouch: true;
  };
  readonly cpuSlowdown: number;
  readonly network: {
    readonly offline: false;
    readonly latency: number;
    readonly downloadThroughput: number;
    readonly uploadThroughput: number;
  };
};
/** Applies MOBILE_PROFILE's CPU and network slowdown to a page through the DevTools protocol. */
export declare function throttleLikeMobile(
  context: import('@playwright/test').BrowserContext,
  page: import('@playwright/test').Page,
): Promise<void>;
