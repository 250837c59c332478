/**
 * The list a start opens, asked for with the shell: the shell calls `prefetch` with the
 * parameters react-admin's <List> will use (its declared defaults when neither the URL nor
 * the stored list state says otherwise), and the list's own getList with those very
 * parameters takes that answer instead of making a second call. Used once, within a few
 * seconds; any other call goes to the gateway as usual.
 */
import type { DataProvider, GetListParams, GetListResult, GetOneResult, Identifier } from 'ra-core';

const FRESH_MS = 10_000;

const keyOf = (name: string, { pagination, sort, filter }: Partial<GetListParams>) =>
  JSON.stringify([name, pagination?.page, pagination?.perPage, sort?.field, sort?.order, filter ?? {}]);

export function withListPrefetch<P extends DataProvider>(provider: P, now = () => Date.now()) {
  const waiting = new Map<string, { at: number; answer: Promise<GetListResult> }>();
  const getList = ((name: string, params: GetListParams) => {
    const key = keyOf(name, params);
    const kept = waiting.get(key);
    waiting.delete(key);
    if (kept && now() - kept.at < FRESH_MS) return kept.answer;
    return provider.getList(name, params);
  }) as DataProvider['getList'];
  const prefetch = (name: string, params: GetListParams) => {
    const answer = provider.getList(name, params);
    answer.catch(() => undefined);
    waiting.set(keyOf(name, params), { at: now(), answer });
  };
  // One record the same way: the current shop, which the app bar shows on every screen.
  const waitingOne = new Map<string, { at: number; answer: Promise<GetOneResult> }>();
  const getOne = ((name: string, params: { id: Identifier; meta?: unknown; signal?: AbortSignal }) => {
    const key = JSON.stringify([name, String(params.id)]);
    const kept = waitingOne.get(key);
    waitingOne.delete(key);
    if (kept && params.meta === undefined && now() - kept.at < FRESH_MS) return kept.answer;
    return provider.getOne(name, params);
  }) as DataProvider['getOne'];
  const prefetchOne = (name: string, id: Identifier) => {
    const answer = provider.getOne(name, { id });
    answer.catch(() => undefined);
    waitingOne.set(JSON.stringify([name, String(id)]), { at: now(), answer });
  };
  return { provider: { ...provider, getList, getOne } as P, prefetch, prefetchOne };
}
