// jsdom suites resolve packages with the 'browser' condition; MSW's node server (`msw/node`,
// the network of unit tests) and the interceptors it loads must resolve as on Node.
const NODE_SIDE = /(^|[\\/])(msw|@mswjs)([\\/]|$)/;

module.exports = (request, options) =>
  NODE_SIDE.test(request) || NODE_SIDE.test(options.basedir)
    ? options.defaultResolver(request, {
        ...options,
        conditions: ['node', 'require', 'default'],
      })
    : options.defaultResolver(request, options);
