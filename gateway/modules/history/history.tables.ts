/** The history module's table (issue 27): one row per version of a shop's record. */
export interface RecordVersionTable {
  id: string;
  shop_id: string;
  /** The record's table: `products`, `subfees`… */
  resource: string;
  record_id: string;
  /** 1, 2, 3… per record, in the order its changes were written. */
  version: number;
  /** create, update, delete or restore. */
  action: string;
  /** The user's id, `app:<id>` for a private app, null for the platform (a job). */
  author_id: string | null;
  author_name: string;
  /** The screen's path the app sent (X-Source), or "api". */
  source: string;
  at: string;
  /** JSON: the record as its calls answered it then, without secrets. */
  state: string;
}

declare module '../../db/schema' {
  interface Database {
    record_versions: RecordVersionTable;
  }
}
