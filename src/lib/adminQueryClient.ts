/**
 * The react-query client of the app, as react-admin would make it, with one default: the
 * session check (`authProvider.checkAuth`, which only looks for the stored token) is kept for
 * the session instead of being asked again by every screen that mounts.
 *
 * Why: react-admin's route tree (CoreAdminRoutes) watches that query's `isFetching`. Each
 * screen mount asked again (the answer is stale at once by default), and each time the whole
 * app re-rendered twice, the frame included: on /products that was a full re-render of the
 * layout inside the task that renders the rows (measured: the late re-render disappears).
 * A session that ends is still seen: react-admin's logout clears this cache, an answer 401
 * signs out (authProvider.checkError), and a failed check keeps no answer, so the next
 * screen asks again.
 */
import { QueryClient } from '@tanstack/react-query';

/** react-admin's key of the session check (ra-core's useAuthState). */
const SESSION_CHECK_KEY = ['auth', 'checkAuth'];

export function adminQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(SESSION_CHECK_KEY, { staleTime: Number.POSITIVE_INFINITY });
  return client;
}
