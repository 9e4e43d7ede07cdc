// One copy of the formatjs runtime in every bundle, and no message parser in production.
const { existsSync } = require('node:fs');
const path = require('node:path');

/** The folder Node would load `name` from, starting at `fromDir` (package exports hide package.json). */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(`[build-config] cannot find ${name} from ${fromDir}`);
  }
}

// npm nests intl-messageformat and its parser under react-intl and again under @formatjs/intl
// (lighthouse hoists older versions to the top), so bundles carried two copies of each.
const reactIntlDir = packageDir('react-intl', __dirname);
const parserDir = packageDir('@formatjs/icu-messageformat-parser', reactIntlDir);
const messageFormatDir = packageDir('intl-messageformat', reactIntlDir);

/** The parser react-intl formats with; the precompile loader must produce its AST. */
const parserPath = path.join(parserDir, 'index.js');

/**
 * resolve.alias for every app. In production every catalogue is precompiled to message
 * ASTs (precompile-messages-loader), so the parser is replaced by its no-parser build.
 */
function formatjsAliases(production) {
  return {
    'intl-messageformat$': path.join(messageFormatDir, 'index.js'),
    '@formatjs/icu-messageformat-parser$': production
      ? path.join(parserDir, 'no-parser.js')
      : parserPath,
  };
}

/**
 * The catalogue modules: the shared area files (packages/i18n/src/messages/*.ts) and every
 * module of an app's `src/i18n/` folder. Interface texts live there and nowhere else.
 */
const CATALOGUE_FILES = /[\\/](i18n[\\/]src[\\/]messages|src[\\/]i18n)[\\/][\w-]+\.ts$/;

module.exports = { formatjsAliases, parserPath, CATALOGUE_FILES };
