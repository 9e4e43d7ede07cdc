/** @shop/ui/testing: what every app's unit suites share (the network: @shop/api-client/testing). */
export { DEFAULT_TEST_LOCALE, renderWithShop, setAppMessages, setStorefront } from './render';
export type { AppMessages, ShopRenderOptions } from './render';
