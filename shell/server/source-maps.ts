/**
 * Production builds keep their source maps beside the scripts (error reports, byte
 * attribution) but no server publishes them: they hold the full source text (issue #20).
 * Case-insensitive: on a case-insensitive file system `main.js.MAP` is the same file.
 */
export const isSourceMap = (path: string): boolean => /\.map$/i.test(path);
