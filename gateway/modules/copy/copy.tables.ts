/** The copy module's tables (issue 26 item 3), added to the database type by augmentation. */

/** A copy remembers its source: target shop + record -> source shop + record (one copy per target shop). */
export interface CopyLinkTable {
  shop_id: string;
  kind: string;
  record_id: string;
  source_shop_id: string;
  source_id: string;
  created_at: string;
}

/** One copy (or update of copies) from a source shop; undoable until expires_at, like the bulk update. */
export interface CopyRunTable {
  id: string;
  /** The source shop. */
  shop_id: string;
  user_id: string;
  mode: string;
  /** JSON CopyPlan of what was done, target by target: a re-run job passes over the targets in it. */
  report: string;
  created: number;
  updated: number;
  created_at: string;
  expires_at: string;
  undone_at: string | null;
}

/** One record a run created or updated in a target shop, with its previous values (null when created). */
export interface CopyRunRowTable {
  run_id: string;
  /** The target shop. */
  shop_id: string;
  kind: string;
  record_id: string;
  before: string | null;
  /** The record's updated_at after the run: a record edited since is left alone by undo. */
  applied_at: string;
}

declare module '../../db/schema' {
  interface Database {
    copy_links: CopyLinkTable;
    copy_runs: CopyRunTable;
    copy_run_rows: CopyRunRowTable;
  }
}
