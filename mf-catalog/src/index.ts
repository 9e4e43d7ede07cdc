// Asynchronous start: the federation share scope must be ready before React loads.
import('./bootstrap').catch((error: unknown) =>
  console.error('[standalone] failed to start', error),
);
