/**
 * Demo reviews and questions on each demo shop's products, in the shop's language, some
 * pending, some approved with a reply, one refused. Idempotent: a shop with reviews is skipped.
 */
import type { SeedContext } from '../../lib/module';
import { newId } from '../../lib/ids';
import { reviewSearch } from './review.rows';

type Seed = {
  type: 'review' | 'question';
  name: string;
  email: string;
  subject: string;
  content: string;
  rating: number | null;
  status: string;
  reply?: string;
};

const EN: Seed[] = [
  {
    type: 'review',
    name: 'Olivia Brown',
    email: 'olivia.brown@example.com',
    subject: 'Lovely quality',
    content: 'Beautifully made and arrived well packed. Would buy again.',
    rating: 5,
    status: 'approved',
    reply: 'Thank you, Olivia! We are glad you love it.',
  },
  {
    type: 'review',
    name: 'Liam Smith',
    email: 'liam.smith@example.com',
    subject: 'Good value',
    content: 'Nice piece for the price, the colour is slightly darker than the photo.',
    rating: 4,
    status: 'approved',
  },
  {
    type: 'review',
    name: 'Emma Wilson',
    email: 'emma.wilson@example.com',
    subject: 'Arrived chipped',
    content: 'One edge was chipped on arrival. Support replaced it quickly though.',
    rating: 3,
    status: 'pending',
  },
  {
    type: 'review',
    name: 'Noah Taylor',
    email: 'noah.taylor@example.com',
    subject: 'Perfect gift',
    content: 'Bought this for my mother and she uses it every day.',
    rating: 5,
    status: 'pending',
  },
  {
    type: 'review',
    name: 'Ava Johnson',
    email: 'ava.johnson@example.com',
    subject: 'Smaller than expected',
    content: 'Check the dimensions before ordering, it is quite small.',
    rating: 3,
    status: 'pending',
  },
  {
    type: 'review',
    name: 'Mason Lee',
    email: 'mason.lee@example.com',
    subject: 'Love it',
    content: 'Sturdy, pretty and dishwasher safe. Five stars.',
    rating: 5,
    status: 'pending',
  },
  {
    type: 'review',
    name: 'Spam Bot',
    email: 'promo@spam.example.com',
    subject: 'Cheap watches',
    content: 'Visit my site for cheap watches!!!',
    rating: 1,
    status: 'refused',
  },
  {
    type: 'review',
    name: 'Sophia Martin',
    email: 'sophia.martin@example.com',
    subject: 'Fast shipping',
    content: 'Shipped the next day and looks exactly like the pictures.',
    rating: 4,
    status: 'approved',
  },
  {
    type: 'question',
    name: 'James Clark',
    email: 'james.clark@example.com',
    subject: 'Microwave safe?',
    content: 'Can this go in the microwave?',
    rating: null,
    status: 'approved',
    reply: 'Yes, it is microwave and dishwasher safe.',
  },
  {
    type: 'question',
    name: 'Isabella Hall',
    email: 'isabella.hall@example.com',
    subject: 'Gift wrapping',
    content: 'Do you offer gift wrapping for this item?',
    rating: null,
    status: 'pending',
  },
  {
    type: 'question',
    name: 'Lucas Young',
    email: 'lucas.young@example.com',
    subject: 'Shipping to Canada',
    content: 'How long does shipping to Canada take?',
    rating: null,
    status: 'pending',
  },
];
const VI: Seed[] = [
  {
    type: 'review',
    name: 'Nguyễn Thị Lan',
    email: 'lan.nguyen@example.com',
    subject: 'Men rất đẹp',
    content: 'Sản phẩm đẹp, men bóng, đóng gói cẩn thận. Sẽ ủng hộ tiếp.',
    rating: 5,
    status: 'approved',
    reply: 'Cảm ơn chị Lan đã tin dùng sản phẩm của Bát Tràng!',
  },
  {
    type: 'review',
    name: 'Trần Văn Minh',
    email: 'minh.tran@example.com',
    subject: 'Đáng tiền',
    content: 'Giá hợp lý, màu hơi đậm hơn ảnh một chút.',
    rating: 4,
    status: 'approved',
  },
  {
    type: 'review',
    name: 'Lê Thu Hà',
    email: 'ha.le@example.com',
    subject: 'Bị mẻ một góc',
    content: 'Nhận hàng bị mẻ một góc nhỏ, shop đã đổi lại nhanh.',
    rating: 3,
    status: 'pending',
  },
  {
    type: 'review',
    name: 'Phạm Quốc Bảo',
    email: 'bao.pham@example.com',
    subject: 'Quà tặng ý nghĩa',
    content: 'Mua tặng mẹ, mẹ rất thích và dùng hằng ngày.',
    rating: 5,
    status: 'pending',
  },
  {
    type: 'review',
    name: 'Hoàng Mai Anh',
    email: 'anh.hoang@example.com',
    subject: 'Nhỏ hơn mong đợi',
    content: 'Nên xem kỹ kích thước trước khi đặt, khá nhỏ.',
    rating: 3,
    status: 'pending',
  },
  {
    type: 'review',
    name: 'Vũ Đức Thắng',
    email: 'thang.vu@example.com',
    subject: 'Rất ưng',
    content: 'Chắc chắn, đẹp, dùng được máy rửa bát. Năm sao.',
    rating: 5,
    status: 'pending',
  },
  {
    type: 'review',
    name: 'Quảng cáo',
    email: 'ads@spam.example.com',
    subject: 'Khuyến mãi',
    content: 'Truy cập trang của tôi để nhận quà!!!',
    rating: 1,
    status: 'refused',
  },
  {
    type: 'question',
    name: 'Đỗ Hải Yến',
    email: 'yen.do@example.com',
    subject: 'Dùng lò vi sóng?',
    content: 'Sản phẩm này có dùng được trong lò vi sóng không?',
    rating: null,
    status: 'approved',
    reply: 'Dạ được ạ, dùng được cả lò vi sóng và máy rửa bát.',
  },
  {
    type: 'question',
    name: 'Bùi Thanh Tùng',
    email: 'tung.bui@example.com',
    subject: 'Gói quà',
    content: 'Shop có gói quà cho sản phẩm này không?',
    rating: null,
    status: 'pending',
  },
];

const DAY_MS = 86_400_000;

export async function seedReviews({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    const has = await db.selectFrom('reviews').select('id').where('shop_id', '=', shop.id).executeTakeFirst();
    if (has) continue;
    const products = await db
      .selectFrom('products')
      .select('id')
      .where('shop_id', '=', shop.id)
      .orderBy('created_at')
      .orderBy('id')
      .limit(6)
      .execute();
    if (!products.length) continue;
    const seeds = shop.language === 'vi' ? VI : EN;
    const now = Date.now();
    const rows = seeds.map((s, i) => {
      const at = new Date(now - ((i + 1) * DAY_MS) / 2).toISOString();
      const row = { subject: s.subject, content: s.content, full_name: s.name, customer_email: s.email };
      return {
        id: newId(),
        shop_id: shop.id,
        type: s.type,
        product_id: products[i % products.length].id,
        customer_id: null,
        ...row,
        rating: s.rating,
        images: '[]',
        status: s.status,
        replies: JSON.stringify(s.reply ? [{ id: newId(), content: s.reply, created_at: at, updated_at: at }] : []),
        search: reviewSearch(row),
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('reviews').values(rows).execute();
  }
}
