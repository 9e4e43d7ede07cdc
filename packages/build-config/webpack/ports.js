// Where each app is served locally; the registry and dev servers read this.
const APPS = {
  shell: { port: 8080, container: 'shell' },
  catalog: { port: 8081, container: 'catalog', folder: 'mf-catalog' },
  'cart-checkout': { port: 8082, container: 'cart_checkout', folder: 'mf-cart-checkout' },
  'profile-auth': { port: 8083, container: 'profile_auth', folder: 'mf-profile-auth' },
  certificates: { port: 8084, container: 'certificates', folder: 'mf-certificates' },
  favorites: { port: 8085, container: 'favorites', folder: 'mf-favorites' },
};

const API_PORT = 8090;

module.exports = { APPS, API_PORT };
