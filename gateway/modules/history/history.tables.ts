/** The history module's table (issue 27); its row type is gateway/lib/history.ts's, where versions are written. */
import type { RecordVersionRow } from '../../lib/history';

export type RecordVersionTable = RecordVersionRow;

declare module '../../db/schema' {
  interface Database {
    record_versions: RecordVersionTable;
  }
}
