/** The feed module's table, added to the database type by augmentation. */
/** The shop's current product feed: the job that wrote it and where to download it. */
export interface FeedTable {
  shop_id: string;
  job_id: string;
  url: string;
  items: number;
  generated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    feeds: FeedTable;
  }
}
