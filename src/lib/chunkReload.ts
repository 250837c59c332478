/**
 * SPEC §8: a screen whose code fails to load (a deploy replaced the chunks, a flaky
 * network) reloads the page, at most once per 60 seconds so that a chunk that is really
 * gone shows the error page instead of reloading forever. The time of the last reload
 * is kept in sessionStorage: per tab, and it survives the reload itself.
 */
export const CHUNK_RELOAD_KEY = 'shop-admin.chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i;

/** The browsers' and bundlers' ways of saying a lazily imported file did not load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

export interface ReloadStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * True, and the time noted, when a reload is allowed now: none yet in this session, or
 * the last one at least 60 seconds ago. A store that refuses to be written means no reload.
 */
export function claimChunkReload(store: ReloadStore, now: number): boolean {
  const last = Number(store.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) return false;
  try {
    store.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

type ReloadWindow = Pick<Window, 'sessionStorage' | 'location'> &
  Partial<Pick<Window, 'navigator' | 'addEventListener'>>;

const waitingForNetwork = new WeakSet<object>();

/**
 * Reloads the page for a failed chunk load when allowed; tells whether it did (or will).
 * Offline, a reload would only show the browser's own offline page and lose the app: the
 * reload waits for the connection to come back (the shell says it is offline meanwhile).
 */
export function reloadForChunkError(error: unknown, win: ReloadWindow = window): boolean {
  if (!isChunkLoadError(error)) return false;
  if (win.navigator?.onLine === false && win.addEventListener) {
    if (!waitingForNetwork.has(win)) {
      waitingForNetwork.add(win);
      win.addEventListener(
        'online',
        () => {
          waitingForNetwork.delete(win);
          reloadForChunkError(error, win);
        },
        { once: true },
      );
    }
    return true;
  }
  let allowed: boolean;
  try {
    allowed = claimChunkReload(win.sessionStorage, Date.now());
  } catch {
    allowed = false;
  }
  if (allowed) win.location.reload();
  return allowed;
}
