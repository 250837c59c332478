import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, reloadForChunkError } from './chunkReload';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-abc.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/assets/Page-abc.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['webpack', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/x.css')],
  ])('recognises %s', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a gateway error', Object.assign(new Error('app.message.not_found'), { status: 404 })],
    ['nothing', undefined],
    ['a string', 'Failed to fetch dynamically imported module'],
  ])('does not take %s for one', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('claimChunkReload: at most once per 60 seconds per session', () => {
  it('allows the first reload of the session and notes its time', () => {
    const store = memory();
    expect(claimChunkReload(store, 1_000_000)).toBe(true);
    expect(store.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses another within 60 seconds', () => {
    const store = memory({ [CHUNK_RELOAD_KEY]: '1000000' });
    expect(claimChunkReload(store, 1_000_000 + 59_999)).toBe(false);
    expect(store.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('allows one again from 60 seconds on', () => {
    const store = memory({ [CHUNK_RELOAD_KEY]: '1000000' });
    expect(claimChunkReload(store, 1_060_000)).toBe(true);
    expect(store.data.get(CHUNK_RELOAD_KEY)).toBe('1060000');
  });

  it('ignores a garbled or future time', () => {
    expect(claimChunkReload(memory({ [CHUNK_RELOAD_KEY]: 'soon' }), 5)).toBe(true);
    expect(claimChunkReload(memory({ [CHUNK_RELOAD_KEY]: '9000000' }), 1_000_000)).toBe(true);
  });

  it('refuses when the time cannot be noted (so no reload loop)', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimChunkReload(store, 1)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  const win = (store = memory()) => ({
    sessionStorage: store as unknown as Storage,
    location: { reload: vi.fn() } as unknown as Location,
  });

  it('reloads for a failed chunk load, then not again within the minute', () => {
    const w = win();
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    expect(reloadForChunkError(error, w)).toBe(true);
    expect(reloadForChunkError(error, w)).toBe(false);
    expect(w.location.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for other errors', () => {
    const w = win();
    expect(reloadForChunkError(new Error('boom'), w)).toBe(false);
    expect(w.location.reload).not.toHaveBeenCalled();
  });

  it('offline, waits for the connection before reloading, once', () => {
    const listeners: Array<() => void> = [];
    const w = {
      ...win(),
      navigator: { onLine: false } as Navigator,
      addEventListener: vi.fn((type: string, listener: () => void) => {
        if (type === 'online') listeners.push(listener);
      }),
    };
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    expect(reloadForChunkError(error, w as unknown as Window)).toBe(true);
    expect(reloadForChunkError(error, w as unknown as Window)).toBe(true);
    expect(w.location.reload).not.toHaveBeenCalled();
    expect(listeners).toHaveLength(1);
    (w.navigator as { onLine: boolean }).onLine = true;
    listeners[0]();
    expect(w.location.reload).toHaveBeenCalledTimes(1);
  });
});
