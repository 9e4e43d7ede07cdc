/**
 * The stand-in Yandex ID of a locally started shop (E2E): the tests' stand-in provider
 * (packages/shop-api/src/testing/oauth-stand-in.ts), a process of its own outside the API, on a
 * fixed loopback port; its SHOP_API_OAUTH_YANDEX_* variables go into process.env, which the API
 * child inherits (startShop → startApi).
 */
import {
  type OAuthStandIn,
  startOAuthStandIn,
} from '../../packages/shop-api/src/testing/oauth-stand-in';

/** SHOP_OAUTH_STAND_IN_PORT, default 8092 (next to the API's 8090 and its test hooks' 8091). */
export const oauthStandInPort = (): number => Number(process.env.SHOP_OAUTH_STAND_IN_PORT ?? 8092);

export async function startOAuthStandInForShop(port = oauthStandInPort()): Promise<OAuthStandIn> {
  const standIn = await startOAuthStandIn(port);
  Object.assign(process.env, standIn.env);
  return standIn;
}
