/** SPEC §7 Review: CRUD, bulk status with a list body, delete with a body, import dry run, EXPORT-REVIEW; tenancy. */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../gateway/lib/csv';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { reviewContract as reviewRoutes } from '../../resources/review/review.contract';
import type { Review } from '../../resources/review/review.schema';
import { createProduct, merchant, type Merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const gw = useGateway();

async function createReview(m: Merchant, body: Record<string, unknown> = {}): Promise<Review> {
  return (
    await gw.ok(reviewRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: {
        full_name: 'Olivia Brown',
        content: 'Lovely mug',
        rating: 5,
        customer_email: 'olivia@example.com',
        ...body,
        shop_id: m.shopId,
      },
    })
  ).data;
}

const list = async (m: Merchant, query: Record<string, string | number> = {}) =>
  (await gw.ok(reviewRoutes.list, { token: m.token, params: { shop: m.shopId }, query })).data;

describe('reviews', () => {
  it('creates, lists by type, status, rating and text, reads and updates with replies', async () => {
    const m = await merchant(gw);
    const mug = await createProduct(gw, m, { title: 'Mug' });
    const a = await createReview(m, {
      product_id: mug.id,
      subject: 'Great',
      rating: 5,
      images: ['https://img.example.com/a.jpg'],
    });
    await createReview(m, { full_name: 'Liam Smith', content: 'Bát đẹp quá', rating: 3, status: 'approved' });
    await createReview(m, { type: 'question', content: 'Microwave safe?', rating: null });
    expect(a).toMatchObject({
      type: 'review',
      status: 'pending',
      product_id: mug.id,
      product_title: 'Mug',
      rating: 5,
      images: ['https://img.example.com/a.jpg'],
      version: 0,
    });

    expect((await list(m)).total).toBe(2);
    expect((await list(m, { type: 'question' })).reviews.map((r) => r.content)).toEqual(['Microwave safe?']);
    expect((await list(m, { status: 'approved' })).reviews.map((r) => r.full_name)).toEqual(['Liam Smith']);
    expect((await list(m, { rating: 5 })).reviews.map((r) => r.id)).toEqual([a.id]);
    expect((await list(m, { q: 'bat dep' })).reviews.map((r) => r.full_name)).toEqual(['Liam Smith']);

    const replied = (
      await gw.ok(reviewRoutes.update, {
        token: m.token,
        params: { shop: m.shopId, review_id: a.id },
        body: { replies: [{ content: 'Thank you!' }], status: 'approved', version: 0 },
      })
    ).data;
    expect(replied).toMatchObject({ status: 'approved', version: 1, replies: [{ content: 'Thank you!' }] });
    const replyId = replied.replies[0].id;
    const edited = (
      await gw.ok(reviewRoutes.update, {
        token: m.token,
        params: { shop: m.shopId, review_id: a.id },
        body: { replies: [{ id: replyId, content: 'Thanks a lot!' }], version: 1 },
      })
    ).data;
    expect(edited.replies).toMatchObject([
      { id: replyId, content: 'Thanks a lot!', created_at: replied.replies[0].created_at },
    ]);
    const stale = await gw.call(reviewRoutes.update, {
      token: m.token,
      params: { shop: m.shopId, review_id: a.id },
      body: { content: 'x', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await gw.ok(reviewRoutes.get, { token: m.token, params: { shop: m.shopId, review_id: a.id } })).data.content,
    ).toBe('Lovely mug');
  });

  it('refuses bad input per field and a product of another shop', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = await createProduct(gw, other, { title: 'Theirs' });
    const bad = await gw.call(reviewRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { full_name: '', content: '', rating: 9, customer_email: 'nope', shop_id: m.shopId },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      full_name: { message: 'app.validation.required' },
      content: { message: 'app.validation.required' },
      rating: { message: 'app.validation.between' },
      customer_email: { message: 'app.validation.email' },
    });
    const foreign = await gw.call(reviewRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { full_name: 'A B', content: 'x', product_id: theirs.id, shop_id: m.shopId },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toMatchObject({ product_id: { message: 'app.validation.invalid' } });
  });

  it('sets the status of many at once and deletes with a body; another shop is 404 and untouched', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const mine = [await createReview(m), await createReview(m), await createReview(m)];
    const theirs = await createReview(other);
    const approved = await gw.ok(reviewRoutes.approve, {
      token: m.token,
      params: { shop: m.shopId },
      query: { status: 'approved' },
      body: [...mine.map((r) => r.id), theirs.id],
    });
    expect(approved.data.ids.sort()).toEqual(mine.map((r) => r.id).sort());
    expect((await list(m, { status: 'approved' })).total).toBe(3);
    expect((await list(other, { status: 'pending' })).reviews.map((r) => r.id)).toEqual([theirs.id]);

    const refused = await gw.call(reviewRoutes.approve, {
      token: m.token,
      params: { shop: m.shopId },
      query: { status: 'maybe' },
      body: [mine[0].id],
    });
    expect(refused.statusCode).toBe(400);
    const empty = await gw.call(reviewRoutes.approve, {
      token: m.token,
      params: { shop: m.shopId },
      query: { status: 'refused' },
      body: [],
    });
    expect(empty.statusCode).toBe(400);

    // The other merchant's shop: 404, and their review is unchanged.
    for (const res of [
      await gw.call(reviewRoutes.approve, {
        token: m.token,
        params: { shop: other.shopId },
        query: { status: 'refused' },
        body: [theirs.id],
      }),
      await gw.call(reviewRoutes.deleteMany, {
        token: m.token,
        params: { shop: other.shopId },
        body: { ids: [theirs.id] },
      }),
      await gw.call(reviewRoutes.get, { token: m.token, params: { shop: other.shopId, review_id: theirs.id } }),
      await gw.call(reviewRoutes.get, { token: m.token, params: { shop: m.shopId, review_id: theirs.id } }),
    ])
      expect(res.statusCode).toBe(404);
    const deleted = await gw.ok(reviewRoutes.deleteMany, {
      token: m.token,
      params: { shop: m.shopId },
      body: { ids: [mine[0].id, theirs.id] },
    });
    expect(deleted.data.ids).toEqual([mine[0].id]);
    const still = (
      await gw.ok(reviewRoutes.get, { token: other.token, params: { shop: other.shopId, review_id: theirs.id } })
    ).data;
    expect(still).toMatchObject({ status: 'pending', version: 0, content: theirs.content });
  });

  it('imports a CSV: the dry run reports per row and writes nothing; the real run writes the good rows', async () => {
    const m = await merchant(gw);
    await createProduct(gw, m, { title: 'Blue Mug' });
    const csv = [
      'product_handle,full_name,content,rating,customer_email',
      'blue-mug,Olivia Brown,Lovely,5,olivia@example.com',
      'no-such,Liam,Nice,4,',
      ',,,,',
      'blue-mug,Emma,Bad mail,3,emma@',
    ].join('\n');
    const dry = (
      await gw.ok(reviewRoutes.import, { token: m.token, params: { shop: m.shopId }, body: { csv, dry_run: true } })
    ).data;
    expect(dry.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'ok'],
      [3, 'error'],
      [4, 'empty'],
      [5, 'error'],
    ]);
    expect(dry.rows[1].errors).toEqual([{ column: 'product_handle', message: 'app.validation.invalid' }]);
    expect(dry.rows[3].errors[0]).toMatchObject({ column: 'customer_email', message: 'app.validation.email' });
    expect((await list(m)).total).toBe(0);
    const real = (
      await gw.ok(reviewRoutes.import, { token: m.token, params: { shop: m.shopId }, body: { csv, dry_run: false } })
    ).data;
    expect(real.created).toBe(1);
    expect((await list(m)).reviews).toMatchObject([
      { full_name: 'Olivia Brown', status: 'approved', product_title: 'Blue Mug' },
    ]);
    const missing = await gw.call(reviewRoutes.import, {
      token: m.token,
      params: { shop: m.shopId },
      body: { csv: 'full_name\nA', dry_run: true },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.missing_columns).toEqual(['product_handle', 'content']);
  });

  it('reports a last row without data (a cleared spreadsheet row) and drops only blank lines after it', async () => {
    const m = await merchant(gw);
    await createProduct(gw, m, { title: 'Blue Mug' });
    for (const type of ['review', 'question'] as const) {
      const csv = ['product_handle,full_name,content', 'blue-mug,Olivia Brown,Lovely', ' , ,', '', '  '].join('\n');
      const dry = (
        await gw.ok(reviewRoutes.import, {
          token: m.token,
          params: { shop: m.shopId },
          body: { csv, dry_run: true, type },
        })
      ).data;
      expect(dry.rows.map((r) => [r.row, r.status])).toEqual([
        [2, 'ok'],
        [3, 'empty'],
      ]);
    }
  });

  it("exports the shop's reviews on EXPORT-REVIEW as a CSV", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    await createReview(m, { content: 'First' });
    await createReview(m, { content: '=cmd()', status: 'approved' });
    await createReview(other, { content: 'Not mine' });
    const published = await gw.call(jobRoutes.publish, {
      token: m.token,
      query: { channel: 'EXPORT-REVIEW' },
      body: { shop_id: m.shopId, user_id: m.userId, type: 'review' },
    });
    expect(published.statusCode).toBe(202);
    const jobId = published.json().data.id as string;
    await gw.app.queue.drain();
    const job = (await gw.call(jobRoutes.get, { token: m.token, params: { shop: m.shopId, job_id: jobId } })).json()
      .data;
    expect(job).toMatchObject({ status: 'done', result: { rows: 2, file: 'reviews.csv' } });
    const file = await gw.call(jobRoutes.download, { token: m.token, params: { shop: m.shopId, job_id: jobId } });
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toContain('content');
    expect(rows.map((r) => r[header.indexOf('content')]).sort()).toEqual(["'=cmd()", 'First']);
  });
});
