// What `react` is in every bundle (ADR 38): Preact's compat layer, about a sixth of React's
// bytes, plus the one thing the shop uses that it lacks: React's `identifierPrefix`. A page
// has a root per container, and Preact numbers `useId` per root, so two roots would hand out
// the same ids; each root's prefix (given to createRoot, hydrateRoot or renderToString as
// with React) is put in front of them.
import compat, {
  createContext,
  createElement,
  useContext,
  useId as rootLocalId,
} from 'preact/compat';

export * from 'preact/compat';

const IdPrefix = createContext('');

export function useId() {
  const prefix = useContext(IdPrefix);
  return prefix + rootLocalId();
}

/** A root's children under its id prefix; the server and the browser wrap them alike. */
export function withIdPrefix(prefix, children) {
  return createElement(IdPrefix.Provider, { value: prefix ?? '' }, children);
}

export default { ...compat, useId };
