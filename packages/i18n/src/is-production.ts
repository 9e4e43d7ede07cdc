// Module-scoped, so that browser code needs no Node typings; bundlers replace
// the literal `process.env.NODE_ENV` at build time.
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };

/** True in production builds. */
export function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    // No bundler replacement and no `process` (a plain browser script): not a production build.
    return false;
  }
}
