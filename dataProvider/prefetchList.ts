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

/** Answers asked for early, each taken once by the same call within FRESH_MS. */
function keptAnswers<T>(now: () => number) {
  const waiting = new Map<string, { at: number; answer: Promise<T> }>();
  return {
    keep(key: string, answer: Promise<T>) {
      answer.catch(() => undefined);
      waiting.set(key, { at: now(), answer });
    },
    take(key: string): Promise<T> | undefined {
      const kept = waiting.get(key);
      waiting.delete(key);
      return kept && now() - kept.at < FRESH_MS ? kept.answer : undefined;
    },
  };
}

export function withListPrefetch<P extends DataProvider>(provider: P, now = () => Date.now()) {
  const lists = keptAnswers<GetListResult>(now);
  const getList = ((name: string, params: GetListParams) =>
    lists.take(keyOf(name, params)) ?? provider.getList(name, params)) as DataProvider['getList'];
  const prefetch = (name: string, params: GetListParams) =>
    lists.keep(keyOf(name, params), provider.getList(name, params));
  // One record the same way: the current shop, which the app bar shows on every screen.
  const records = keptAnswers<GetOneResult>(now);
  const recordKey = (name: string, id: Identifier) => JSON.stringify([name, String(id)]);
  const getOne = ((name: string, params: { id: Identifier; meta?: unknown; signal?: AbortSignal }) => {
    const kept = records.take(recordKey(name, params.id));
    return (params.meta === undefined ? kept : undefined) ?? provider.getOne(name, params);
  }) as DataProvider['getOne'];
  const prefetchOne = (name: string, id: Identifier) =>
    records.keep(recordKey(name, id), provider.getOne(name, { id }));
  return { provider: { ...provider, getList, getOne } as P, prefetch, prefetchOne };
}
