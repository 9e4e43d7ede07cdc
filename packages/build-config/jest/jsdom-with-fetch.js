// jsdom has no fetch; give tests Node's Fetch API (and the streams, BroadcastChannel and
// encoders it and MSW's interceptors need), so the network is mocked at the fetch boundary
// (`@shop/api-client/testing`, MSW) with real Request and Response objects.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Response',
  'Request',
  'Headers',
  'FormData',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'WebSocket',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (this.global[name] === undefined && globalThis[name] !== undefined)
        this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
