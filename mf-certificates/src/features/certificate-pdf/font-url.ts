/**
 * The certificate's font as a file of this remote's build (webpack emits it beside the chunks
 * and gives its URL): fetched only when a shopper asks for a PDF. Liberation Sans 1.07.4
 * (Latin, Cyrillic), whose licence lets a document embed it (fonts/LiberationSans-LICENSE.txt).
 */
export const CERTIFICATE_FONT_URL = new URL('./fonts/LiberationSans-Regular.ttf', import.meta.url)
  .href;
