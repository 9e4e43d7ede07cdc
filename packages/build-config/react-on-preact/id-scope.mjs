// useId with React's `identifierPrefix`, the same in both renderers (ADR 38): the browser's
// Preact and the Node builds' React number a root's ids in render order from one counter per
// root, so ids the server wrote are the ids the browser hydrates. (Each renderer's own useId
// has its own format, and Preact's has no prefix: a page has a root per container.)
/** The id scope built with a renderer's own `react` module (Preact's compat or React). */
export function idScopeOf({ createContext, createElement, useContext, useRef }) {
  const IdScope = createContext(null);
  let unscoped = 0;

  function useId() {
    const scope = useContext(IdScope);
    const id = useRef(null);
    if (id.current === null)
      id.current = scope ? `${scope.prefix}s${scope.next++}` : `s-${unscoped++}`;
    return id.current;
  }

  /** A root's scope: one per root, kept across its renders so later ids never repeat. */
  function createIdScope(prefix) {
    return { prefix: prefix ?? '', next: 0 };
  }

  function withIdScope(scope, children) {
    return createElement(IdScope.Provider, { value: scope }, children);
  }

  return { useId, createIdScope, withIdScope };
}
