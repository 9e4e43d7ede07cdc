// Where each app is served locally; the registry, the servers and the dev servers
// read this. SHOP_PORT_<APP> (e.g. SHOP_PORT_CART_CHECKOUT) and SHOP_API_PORT move them.
const DEFAULTS = {
  shell: { port: 8080, container: 'shell' },
  catalog: { port: 8081, container: 'catalog', folder: 'mf-catalog' },
  'cart-checkout': { port: 8082, container: 'cart_checkout', folder: 'mf-cart-checkout' },
  'profile-auth': { port: 8083, container: 'profile_auth', folder: 'mf-profile-auth' },
  certificates: { port: 8084, container: 'certificates', folder: 'mf-certificates' },
  favorites: { port: 8085, container: 'favorites', folder: 'mf-favorites' },
};

function portFromEnv(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const APPS = Object.fromEntries(
  Object.entries(DEFAULTS).map(([app, settings]) => [
    app,
    {
      ...settings,
      port: portFromEnv(`SHOP_PORT_${app.toUpperCase().replace('-', '_')}`, settings.port),
    },
  ]),
);

const API_PORT = portFromEnv('SHOP_API_PORT', 8090);

module.exports = { APPS, API_PORT };
