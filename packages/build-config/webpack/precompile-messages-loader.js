// Replaces every message text of a catalogue module by its ICU AST at build time, so the
// browser formats without the ~50 KiB message parser (react-intl accepts ASTs as messages).
// It runs after swc (enforce: 'post'), on plain JavaScript.
const acorn = require('acorn');
const { parserPath } = require('./formatjs');

// Message ids are dotted keys: 'catalog.price.from', 'error.phone.empty'.
const MESSAGE_ID = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

function isMessageProperty(node) {
  const isMessageKey =
    node.type === 'Property' &&
    !node.computed &&
    node.key.type === 'Literal' &&
    typeof node.key.value === 'string' &&
    MESSAGE_ID.test(node.key.value);
  if (!isMessageKey) return false;
  // A text that is not a plain literal would reach the browser uncompiled, where no parser is.
  if (node.value.type !== 'Literal' || typeof node.value.value !== 'string')
    throw new Error(`message ${node.key.value} must be a plain string literal`);
  return true;
}

function collect(node, found) {
  if (!node || typeof node.type !== 'string') return;
  if (isMessageProperty(node)) {
    found.push(node.value);
    return;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => collect(child, found));
    else if (value && typeof value === 'object') collect(value, found);
  }
}

module.exports = async function precompileMessages(source) {
  const callback = this.async();
  try {
    const { parse } = await import(parserPath);
    const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
    const literals = [];
    collect(program, literals);
    let output = source;
    // From the end, so earlier offsets stay valid.
    for (const literal of literals.sort((a, b) => b.start - a.start)) {
      const ast = parse(literal.value, { ignoreTag: false });
      output = output.slice(0, literal.start) + JSON.stringify(ast) + output.slice(literal.end);
    }
    callback(null, output);
  } catch (error) {
    callback(new Error(`[precompile-messages] ${this.resourcePath}: ${error.message}`));
  }
};
