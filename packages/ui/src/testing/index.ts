/** @shop/ui/testing: what every app's unit suites share (the network: @shop/api-client/testing). */
export {
  configureRender,
  DEFAULT_TEST_LOCALE,
  renderWithShop,
  setRoute,
  setStorefront,
} from './render';
export type { AppMessages, AppRenderSetup, ShopRenderOptions } from './render';
