/**
 * The small edits of historyStorage.bench.ts, one editor per kind of record of the demo shop:
 * each cycles over its records, sending the record as last answered with one field changed
 * (as a screen sends its form), one request at a time (a record is never written twice at once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark plumbing: records as the wire answers them
type Json = Record<string, any>;
export type Call = (method: string, path: string, body?: unknown) => Promise<Json>;

export interface Editor {
  name: string;
  /** Its share of the edits. */
  weight: number;
  records: number;
  count: number;
  /** The next edit, after the one before it of this kind has been answered. */
  edit: () => Promise<void>;
}

const WORDS = ['Hand-made.', 'Ships in two days.', 'Dishwasher safe.', 'Limited run.', 'Gift wrapped on request.'];
const TAGS = ['new', 'sale', 'gift', 'summer', 'bestseller'];

/** Toggles one word of a list: a tag added, or taken off again. */
const toggle = (list: string[] = [], word: string) =>
  list.includes(word) ? list.filter((w) => w !== word) : [...list, word];

function editor(
  name: string,
  weight: number,
  states: Json[],
  write: (state: Json, n: number) => Promise<Json>,
): Editor {
  let queue = Promise.resolve();
  const e: Editor = {
    name,
    weight,
    records: states.length,
    count: 0,
    edit: () => {
      const n = e.count++;
      const run = queue.then(async () => {
        const i = n % states.length;
        states[i] = await write(states[i], Math.floor(n / states.length));
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return e;
}

export async function editors(call: Call, shopId: string): Promise<Editor[]> {
  const products = (await call('GET', '/product-2/api/{shop}?limit=100')).data.products as Json[];
  const customers = (await call('GET', '/customer/api/{shop}?limit=100')).data.customers as Json[];
  const discounts = (await call('GET', '/order/api/{shop}/discount?limit=100')).data.discounts as Json[];
  const taxes = (await call('GET', '/tax/api/{shop}')).data as Json;
  const shop = (await call('GET', `/shop/api/${shopId}`)).data as Json;
  // The list answers a product without all it holds: edit each as its edit screen loads it.
  const whole = await Promise.all(products.map((p) => call('GET', `/product-2/api/{shop}/${p._id ?? p.id}`)));

  return [
    editor(
      'products',
      4,
      whole.map((a) => a.data as Json),
      async (p, n) => {
        const id = p._id ?? p.id;
        const change: Json =
          n % 3 === 0
            ? { price: Math.round((Number(p.price ?? 10) + (n % 2 ? 1 : -0.5)) * 100) / 100 }
            : n % 3 === 1
              ? { description: `${p.description ?? ''}<p>${WORDS[n % WORDS.length]}</p>`.slice(-2000) }
              : { tags: toggle(p.tags, TAGS[n % TAGS.length]) };
        return (await call('PUT', `/product-2/api/{shop}/${id}`, { ...p, ...change })).data as Json;
      },
    ),
    editor('customers', 3, customers, async (c, n) => {
      const change: Json =
        n % 2 === 0
          ? { note: `Called on visit ${n}: ${WORDS[n % WORDS.length]}` }
          : { tags: toggle(c.tags, TAGS[n % 5]) };
      return (await call('PUT', `/customer/api/{shop}/${encodeURIComponent(c.email)}`, { ...c, ...change }))
        .data as Json;
    }),
    editor('discounts', 2, discounts, async (d) => {
      const id = d._id ?? d.id;
      // The value a merchant tries, then puts back.
      const change: Json = { value: Number(d.value) === 10 ? 15 : 10 };
      return (await call('PUT', `/order/api/{shop}/discount/${id}`, { ...d, ...change })).data as Json;
    }),
    editor('taxes', 1, [taxes], async (t, n) => {
      const rates = [{ country_code: 'US', region: 'OR', name: 'Sales tax', rate: 5 + (n % 10) / 10 }];
      return (await call('PUT', '/tax/api/{shop}', { ...t, rates })).data as Json;
    }),
    editor('shop details', 1, [shop], async (s, n) => {
      const answer = await call('PUT', `/shop/api/${shopId}`, {
        phone: `+1 503 555 ${String(100 + (n % 900)).padStart(4, '0')}`,
      });
      return { ...s, ...answer.data };
    }),
  ];
}
