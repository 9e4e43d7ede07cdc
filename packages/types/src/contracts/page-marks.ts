/**
 * A mark the shell puts on a served page's `<html>` while its scripts are still coming: a
 * remote's styles may keep what is below the page's first screen unrendered meanwhile, so its
 * photos leave the bandwidth to the scripts (ADR 42). The shell takes it away once the page is
 * interactive (`html[data-shop-ready]`), at the visitor's first scroll or key, or after a
 * longest wait. Styles name it as `:global(html[data-shop-starting])`.
 */
export const STARTING_ATTRIBUTE = 'data-shop-starting';

/**
 * The API's session cookie. A visitor without it has no cart, no account and no order yet: the
 * edge serves such a visitor the empty cart from its HTML (ADR 43), whose contents are the same
 * for all of them.
 */
export const SESSION_COOKIE = 'shop_sid';

/**
 * A place a server render left for another remote's component (RemoteComponent, ADR 43):
 * `<div data-shop-piece="catalog/./BestsellersSlider" data-shop-piece-props="{…}">`, empty. The
 * shell's server fills it with the piece's markup, rendered by its owner's `renderPiece`, and
 * writes the piece's data beside the page's (pieceDataId); the browser hydrates it in place.
 */
export const PIECE_ATTRIBUTE = 'data-shop-piece';
export const PIECE_PROPS_ATTRIBUTE = 'data-shop-piece-props';

/** The id of the script element that carries a served piece's data (its dehydrated queries). */
export const pieceDataId = (piece: string): string =>
  `shop-piece-data-${piece.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
