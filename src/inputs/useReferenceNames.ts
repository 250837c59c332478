/**
 * The names of selected records (a product's collections, a collection's parent) for a
 * LazyInput's stand-in, with the first load's hooks only. Cached under react-admin's own
 * getMany key, so the real reference input finds them there when it loads.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';

/** Empty until the names are there (no chip of a bare id flashes first). */
export function useReferenceNames(
  resource: string,
  ids: Identifier[] | null | undefined,
  optionText: string,
): string[] {
  const dataProvider = useDataProvider();
  const wanted = (ids ?? []).filter((id) => id !== null && id !== undefined && id !== '');
  const { data } = useQuery({
    queryKey: [resource, 'getMany', { ids: wanted.map(String), meta: undefined }],
    queryFn: ({ signal }) =>
      dataProvider.getMany<RaRecord>(resource, { ids: wanted, signal }).then((answer) => answer.data),
    enabled: wanted.length > 0,
  });
  if (wanted.length === 0 || !data) return [];
  const byId = new Map(data.map((record) => [String(record.id), record]));
  // One name per id, in the field's order (a chip's delete removes the value at its index).
  return wanted.map((id) => String(byId.get(String(id))?.[optionText] ?? id));
}
