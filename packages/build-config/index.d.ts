// Types of the CommonJS entry points the TypeScript scripts and tests use.
export type AppName =
  'shell' | 'catalog' | 'cart-checkout' | 'profile-auth' | 'certificates' | 'favorites';
export declare const APPS: Record<AppName, { port: number; container: string; folder?: string }>;
export declare const API_PORT: number;
export declare const SHARED_SINGLETONS: readonly string[];
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
