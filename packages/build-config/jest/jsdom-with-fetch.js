// jsdom has no fetch; give tests Node's Fetch API types so they can mock fetch
// with real Response objects (tests stub the network at the fetch boundary).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'FormData',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
