import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('chunk reload guard', () => {
  it('recognizes webpack chunk errors only', () => {
    const chunk = new Error('Loading chunk 42 failed.');
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk vendors-1 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const t0 = 1_000_000;
    expect(reloadAfterChunkError(t0, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(t0 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(t0 + CHUNK_RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
