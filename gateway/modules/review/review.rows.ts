/** Reviews between the database and the answers. */
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  Reply,
  Review,
  ReviewBody,
  ReviewListQuery,
  ReviewUpdateBody,
} from '../../../resources/review/review.schema';
import type { Db } from '../../db';
import type { Trx } from '../../db';
import { newId } from '../../lib/ids';
import { containsKey, textKey } from '../../lib/text';
import type { ReviewTable } from './review.tables';
import './review.tables';

type Row = Selectable<ReviewTable>;
export type ReviewInput = Partial<z.output<typeof ReviewBody>> & Partial<z.output<typeof ReviewUpdateBody>>;
export type ReviewFilters = Partial<
  Pick<z.output<typeof ReviewListQuery>, 'type' | 'status' | 'rating' | 'q' | 'product_id'>
> & { ids?: string[] };

const parse = <T>(text: string | null, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

export const reviewSearch = (r: Pick<Row, 'subject' | 'content' | 'full_name' | 'customer_email'>) =>
  textKey([r.subject, r.content, r.full_name, r.customer_email].filter(Boolean).join(' ')).slice(0, 2000);

export function toReview(row: Row, product?: { title: string; media: string } | null): Review {
  const media = parse<{ url: string }[]>(product?.media ?? null, []);
  return {
    _id: row.id,
    id: row.id,
    shop_id: row.shop_id,
    type: row.type as Review['type'],
    product_id: row.product_id,
    product_title: product?.title ?? null,
    product_image: media[0]?.url ?? null,
    customer_id: row.customer_id,
    subject: row.subject,
    content: row.content,
    rating: row.rating === null ? null : Number(row.rating),
    images: parse<string[]>(row.images, []),
    full_name: row.full_name,
    customer_email: row.customer_email,
    status: row.status as Review['status'],
    replies: parse<Reply[]>(row.replies, []),
    version: Number(row.version),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Replies as sent (id for an existing one) merged with the stored ones: ids and times are the gateway's. */
export function mergeReplies(stored: Reply[], sent: { id?: string; content: string }[], at: string): Reply[] {
  const byId = new Map(stored.map((r) => [r.id, r]));
  return sent.map((s) => {
    const old = s.id ? byId.get(s.id) : undefined;
    if (!old) return { id: newId(), content: s.content, created_at: at, updated_at: at };
    return old.content === s.content ? old : { ...old, content: s.content, updated_at: at };
  });
}

/** A new review's row: pending, empty until `cols` (an input's `reviewColumns`) fill it. */
export const newReviewRow = (
  base: Pick<Row, 'id' | 'shop_id' | 'type' | 'product_id' | 'customer_id'>,
  at: string,
  cols: Partial<Row>,
): Insertable<ReviewTable> => ({
  ...base,
  subject: null,
  content: '',
  rating: null,
  images: '[]',
  full_name: '',
  customer_email: null,
  status: 'pending',
  replies: '[]',
  search: '',
  created_at: at,
  updated_at: at,
  ...cols,
});

/** The columns an input sets (product and customer are resolved by the caller). */
export function reviewColumns(input: ReviewInput, current: Row | undefined, at: string): Partial<Row> {
  const out: Partial<Row> = {};
  if (input.subject !== undefined) out.subject = input.subject;
  if (input.content !== undefined) out.content = input.content;
  if (input.rating !== undefined) out.rating = input.rating;
  if (input.images !== undefined) out.images = JSON.stringify(input.images);
  if (input.full_name !== undefined) out.full_name = input.full_name;
  if (input.customer_email !== undefined) out.customer_email = input.customer_email;
  if (input.status !== undefined) out.status = input.status;
  if (input.replies !== undefined)
    out.replies = JSON.stringify(mergeReplies(parse<Reply[]>(current?.replies ?? null, []), input.replies, at));
  const merged = { ...current, ...out } as Row;
  if (['subject', 'content', 'full_name', 'customer_email'].some((k) => k in out)) out.search = reviewSearch(merged);
  return out;
}

export function filteredReviews(db: Db, shopId: string, f: ReviewFilters) {
  let q = db.selectFrom('reviews').where('reviews.shop_id', '=', shopId);
  if (f.ids?.length) q = q.where('reviews.id', 'in', f.ids);
  else q = q.where('reviews.type', '=', f.type ?? 'review');
  if (f.status) q = q.where('reviews.status', '=', f.status);
  if (f.rating) q = q.where('reviews.rating', '=', f.rating);
  if (f.product_id) q = q.where('reviews.product_id', '=', f.product_id);
  if (f.q?.trim()) q = q.where(containsKey('reviews.search', f.q));
  return q;
}

/** Rows with their product's title and media, for answers. */
export async function withProducts(db: Db, shopId: string, rows: Row[]): Promise<Review[]> {
  const ids = [...new Set(rows.map((r) => r.product_id).filter((id): id is string => Boolean(id)))];
  const products = new Map(
    (ids.length
      ? await db
          .selectFrom('products')
          .select(['id', 'title', 'media'])
          .where('shop_id', '=', shopId)
          .where('id', 'in', ids)
          .execute()
      : []
    ).map((p) => [p.id, p]),
  );
  return rows.map((r) => toReview(r, r.product_id ? products.get(r.product_id) : null));
}

/** The shop's customer with this e-mail, if any. */
export async function customerIdOf(
  db: Db | Trx,
  shopId: string,
  email: string | null | undefined,
): Promise<string | null> {
  if (!email) return null;
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}
