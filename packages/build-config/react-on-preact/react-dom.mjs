// `react-dom` on Preact (ADR 38): Preact's compat layer, as a module of its own, so that it is
// provided under its own shared name (an alias straight to `preact/compat` is one module that
// webpack provides under that name only, and the shell's eager consumes need a provider, ADR 42).
export * from 'preact/compat';
export { default } from 'preact/compat';
