// Production builds ship each text asset three times: as is, .gz and .br.
// The servers (@fastify/static `preCompressed`) pick one by Accept-Encoding,
// so no request ever pays for compression at run time.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// Source maps are fetched by developer tools only; mf-stats.json by nobody.
const TEXT_ASSET = /\.(js|css|html|json|svg|txt)$/;
const NEVER = /(\.map|mf-stats\.json)$/;

function precompressPlugins() {
  const common = { test: TEXT_ASSET, exclude: NEVER, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

module.exports = { precompressPlugins };
