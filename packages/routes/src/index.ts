export { ROUTES, STATIC_PAGES } from './route-table';
export type { PageCompanions, RouteDefinition, StaticPageSlug } from './route-table';
export { matchRoute, findRoute, hrefFor, isOrderRevisit, orderRevisitHref } from './match-route';
export type { RouteMatch } from './match-route';
export { POPUPS } from './popup-table';
export type { PopupDefinition } from './popup-table';
