type MessageTable = Readonly<Record<string, string>>;

/** Layers an app's own messages on top of the shared catalogue; the app's text wins. */
export function mergeMessages<S extends MessageTable, O extends MessageTable>(
  shared: S,
  own: O,
): Readonly<Omit<S, keyof O> & O> {
  return { ...shared, ...own };
}
