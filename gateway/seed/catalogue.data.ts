/**
 * The demo catalogues: an English lifestyle shop (Maple & Co, USD) and a Vietnamese
 * ceramics shop (Gốm Sứ Bát Tràng, VND). Product names are a family's nouns crossed with
 * its styles; each family belongs to one collection and may have options.
 */

export interface CollectionSeed {
  key: string;
  title: string;
  parent?: string;
  description: string;
}

export interface FamilySeed {
  collection: string;
  nouns: string[];
  styles: string[];
  /** Style before the noun (English) or after it (Vietnamese). */
  styleFirst: boolean;
  price: [number, number];
  tags: string[];
  options?: { name: string; values: string[] }[];
  colour: string;
}

export interface CatalogueSeed {
  collections: CollectionSeed[];
  families: FamilySeed[];
  vendors: string[];
  tags: string[];
  /** Collections filled by rule rather than by family. */
  giftCollection: string;
  giftMaxPrice: number;
  newCollection: string;
  saleCollection: string;
  /** Money step prices are rounded to (cents or thousands of dong). */
  priceStep: number;
  describe: (title: string, vendor: string, collection: string) => string;
  seo: (title: string, vendor: string) => string;
}

const sizes = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };
const colours = (values: string[]) => ({ name: 'Color', values });

export const englishCatalogue: CatalogueSeed = {
  collections: [
    { key: 'apparel', title: 'Apparel', description: '<p>Everyday clothing made to last.</p>' },
    {
      key: 'tees',
      title: 'T-Shirts',
      parent: 'apparel',
      description: '<p>Soft tees in organic and heavyweight cotton.</p>',
    },
    { key: 'knits', title: 'Sweaters & Hoodies', parent: 'apparel', description: '<p>Warm layers for cool days.</p>' },
    { key: 'home', title: 'Home', description: '<p>Objects for a calm, lived-in home.</p>' },
    {
      key: 'kitchen',
      title: 'Kitchen & Dining',
      parent: 'home',
      description: '<p>Stoneware, wood and linen for the table.</p>',
    },
    {
      key: 'candles',
      title: 'Candles & Scents',
      parent: 'home',
      description: '<p>Hand-poured soy candles and diffusers.</p>',
    },
    {
      key: 'bedding',
      title: 'Bedding & Throws',
      parent: 'home',
      description: '<p>Linen, wool and cotton for slow mornings.</p>',
    },
    { key: 'accessories', title: 'Accessories', description: '<p>Finishing touches.</p>' },
    { key: 'bags', title: 'Bags', parent: 'accessories', description: '<p>Totes, weekenders and wallets.</p>' },
    { key: 'gifts', title: 'Gifts under $50', description: '<p>Thoughtful gifts that do not break the bank.</p>' },
    { key: 'new', title: 'New Arrivals', description: '<p>Just landed in the shop.</p>' },
    { key: 'sale', title: 'Sale', description: '<p>Last chance, marked down.</p>' },
  ],
  families: [
    {
      collection: 'tees',
      nouns: ['Crew Tee', 'V-Neck Tee', 'Pocket Tee', 'Long Sleeve Tee', 'Henley'],
      styles: ['Organic Cotton', 'Slub', 'Heavyweight', 'Garment-Dyed', 'Classic', 'Vintage Wash'],
      styleFirst: true,
      price: [18, 45],
      tags: ['cotton', 'basics'],
      options: [sizes, colours(['Black', 'White', 'Navy'])],
      colour: '#3d5a80',
    },
    {
      collection: 'knits',
      nouns: ['Merino Crewneck', 'Cable Knit Sweater', 'Zip Hoodie', 'Pullover Hoodie', 'Cardigan', 'Fleece Pullover'],
      styles: ['Lambswool', 'Recycled', 'Brushed', 'Chunky', 'Everyday', 'Alpine'],
      styleFirst: true,
      price: [48, 140],
      tags: ['knitwear', 'winter'],
      options: [sizes],
      colour: '#98c1d9',
    },
    {
      collection: 'kitchen',
      nouns: [
        'Ceramic Mug',
        'Stoneware Bowl',
        'Dinner Plate',
        'Serving Platter',
        'Olive Wood Spoon',
        'Linen Napkin Set',
        'French Press',
        'Cutting Board',
      ],
      styles: ['Speckled', 'Hand-Glazed', 'Matte', 'Rustic', 'Nordic', 'Terracotta'],
      styleFirst: true,
      price: [12, 85],
      tags: ['kitchen', 'tableware'],
      options: [colours(['Sand', 'Sage', 'Charcoal'])],
      colour: '#e07a5f',
    },
    {
      collection: 'candles',
      nouns: ['Soy Candle', 'Reed Diffuser', 'Beeswax Taper Set', 'Room Spray', 'Incense Cones'],
      styles: ['Cedar & Sage', 'Fig Leaf', 'Sea Salt', 'Amber Noir', 'Wild Lavender', 'Orange Blossom'],
      styleFirst: true,
      price: [14, 58],
      tags: ['scent', 'home fragrance'],
      options: [{ name: 'Size', values: ['8 oz', '12 oz'] }],
      colour: '#f2cc8f',
    },
    {
      collection: 'bedding',
      nouns: ['Wool Throw', 'Linen Duvet Cover', 'Quilted Blanket', 'Cotton Pillowcase Pair', 'Waffle Bath Towel'],
      styles: ['Stonewashed', 'Herringbone', 'Cloud', 'Heritage Plaid', 'Sunday'],
      styleFirst: true,
      price: [35, 220],
      tags: ['bedroom', 'linen'],
      options: [{ name: 'Size', values: ['Twin', 'Queen', 'King'] }],
      colour: '#81b29a',
    },
    {
      collection: 'bags',
      nouns: ['Canvas Tote', 'Leather Weekender', 'Crossbody Bag', 'Market Basket', 'Card Wallet', 'Backpack'],
      styles: ['Waxed', 'Field', 'Everyday', 'Saddle', 'Utility'],
      styleFirst: true,
      price: [25, 260],
      tags: ['travel', 'leather'],
      colour: '#6d597a',
    },
    {
      collection: 'accessories',
      nouns: ['Wool Beanie', 'Cashmere Scarf', 'Leather Belt', 'Sunglasses', 'Bucket Hat'],
      styles: ['Ribbed', 'Fisherman', 'Heritage', 'Coastal', 'Weekend'],
      styleFirst: true,
      price: [22, 120],
      tags: ['accessories'],
      colour: '#b56576',
    },
  ],
  vendors: ['Maple & Co', 'Northfield Mills', 'Harbor Goods', 'Cedar Lane Studio', 'Fernwood Ceramics', 'Oak & Ember'],
  tags: ['bestseller', 'eco', 'handmade', 'limited edition', 'gift idea', 'organic', 'small batch', 'staff pick'],
  giftCollection: 'gifts',
  giftMaxPrice: 50,
  newCollection: 'new',
  saleCollection: 'sale',
  priceStep: 0.5,
  describe: (title, vendor, collection) =>
    `<p>The ${title} by ${vendor}, part of our ${collection} range. Made in small runs from materials chosen to age well.</p>` +
    '<ul><li>Designed in Portland, Oregon</li><li>Responsibly sourced materials</li><li>Free returns within 30 days</li></ul>',
  seo: (title, vendor) => `${title} by ${vendor}. Thoughtfully made, built to last, shipped from Portland.`,
};

const kichThuoc = { name: 'Kích thước', values: ['Nhỏ', 'Vừa', 'Lớn'] };
const mauMen = { name: 'Màu men', values: ['Lam', 'Ngọc', 'Nâu'] };

export const vietnameseCatalogue: CatalogueSeed = {
  collections: [
    { key: 'tho', title: 'Đồ thờ cúng', description: '<p>Đồ thờ gốm sứ Bát Tràng cho không gian tâm linh.</p>' },
    { key: 'bathuong', title: 'Bát hương', parent: 'tho', description: '<p>Bát hương men lam, men rạn, vẽ vàng.</p>' },
    { key: 'lucbinh', title: 'Lọ lục bình', parent: 'tho', description: '<p>Lục bình và bình hút lộc dáng cổ.</p>' },
    { key: 'doan', title: 'Bộ đồ ăn', description: '<p>Bát đĩa cho bữa cơm gia đình.</p>' },
    { key: 'batdia', title: 'Bát đĩa', parent: 'doan', description: '<p>Bát, đĩa, thìa men an toàn cho sức khỏe.</p>' },
    {
      key: 'amchen',
      title: 'Bộ ấm chén',
      parent: 'doan',
      description: '<p>Ấm chén pha trà men rạn, men hỏa biến.</p>',
    },
    { key: 'trangtri', title: 'Trang trí', description: '<p>Gốm trang trí cho nhà và văn phòng.</p>' },
    {
      key: 'binhhoa',
      title: 'Bình hoa',
      parent: 'trangtri',
      description: '<p>Bình hoa dáng tỏi, miệng loe, men màu.</p>',
    },
    { key: 'tuong', title: 'Tượng gốm', parent: 'trangtri', description: '<p>Tượng phong thủy và linh vật.</p>' },
    { key: 'quatang', title: 'Quà tặng', description: '<p>Quà tặng gốm sứ ý nghĩa.</p>' },
    { key: 'moi', title: 'Hàng mới về', description: '<p>Sản phẩm mới ra lò.</p>' },
    { key: 'khuyenmai', title: 'Khuyến mãi', description: '<p>Giá tốt trong tháng.</p>' },
  ],
  families: [
    {
      collection: 'bathuong',
      nouns: ['Bát hương', 'Đỉnh gốm', 'Chân nến', 'Mâm bồng', 'Đĩa thờ'],
      styles: ['men lam vẽ rồng', 'men rạn cổ', 'men vàng kim', 'vẽ tay Phúc Lộc Thọ', 'men ngọc', 'men trắng'],
      styleFirst: false,
      price: [120_000, 3_500_000],
      tags: ['đồ thờ', 'phong thủy'],
      options: [kichThuoc],
      colour: '#1d3557',
    },
    {
      collection: 'lucbinh',
      nouns: ['Lọ lục bình', 'Bình hút lộc', 'Chóe gốm'],
      styles: [
        'men lam họa tiết sen',
        'vẽ vàng 24K',
        'men rạn đắp nổi',
        'Vinh Quy Bái Tổ',
        'tứ quý',
        'men xanh cổ vịt',
      ],
      styleFirst: false,
      price: [850_000, 12_000_000],
      tags: ['đồ thờ', 'cao cấp'],
      options: [kichThuoc],
      colour: '#457b9d',
    },
    {
      collection: 'batdia',
      nouns: ['Bát ăn cơm', 'Bát canh', 'Đĩa tròn', 'Đĩa hình cá', 'Bộ bát đĩa 12 món', 'Thìa sứ', 'Bát tô'],
      styles: ['men lam', 'men trắng ngà', 'men hoa biến', 'vẽ hoa đào', 'men xanh rêu', 'viền vàng'],
      styleFirst: false,
      price: [25_000, 1_800_000],
      tags: ['bộ đồ ăn', 'gia đình'],
      options: [mauMen],
      colour: '#2a9d8f',
    },
    {
      collection: 'amchen',
      nouns: ['Bộ ấm chén', 'Ấm trà', 'Chén tống', 'Khay trà', 'Bình ủ trà'],
      styles: ['men rạn', 'men hỏa biến', 'men lam vẽ trúc', 'men nâu đất', 'dáng quả hồng', 'men ngọc bích'],
      styleFirst: false,
      price: [95_000, 2_400_000],
      tags: ['trà đạo', 'men rạn'],
      options: [mauMen],
      colour: '#8a5a44',
    },
    {
      collection: 'binhhoa',
      nouns: ['Bình hoa', 'Lọ hoa dáng tỏi', 'Bình cắm hoa miệng loe', 'Lọ hoa mini', 'Bình hoa dáng bầu'],
      styles: ['men lam hoa sen', 'men hỏa biến đỏ', 'men trắng mờ', 'vẽ hoa mẫu đơn', 'men xanh ngọc', 'đất nung'],
      styleFirst: false,
      price: [65_000, 1_500_000],
      tags: ['trang trí', 'cắm hoa'],
      options: [kichThuoc],
      colour: '#e76f51',
    },
    {
      collection: 'tuong',
      nouns: ['Tượng Di Lặc', 'Tượng Quan Âm', 'Tượng ông Địa', 'Tượng mèo thần tài', 'Tượng trâu', 'Tượng ngựa'],
      styles: ['men màu', 'men trắng', 'men lam', 'dát vàng', 'men rạn'],
      styleFirst: false,
      price: [180_000, 4_500_000],
      tags: ['phong thủy', 'linh vật'],
      colour: '#f4a261',
    },
    {
      collection: 'quatang',
      nouns: ['Cốc sứ', 'Đèn ngủ gốm', 'Hũ đựng chè', 'Gạt tàn gốm', 'Chậu cây gốm'],
      styles: ['men rạn', 'in logo theo yêu cầu', 'men lam', 'men nâu', 'vẽ tay hoa cúc'],
      styleFirst: false,
      price: [45_000, 650_000],
      tags: ['quà tặng', 'văn phòng'],
      colour: '#e9c46a',
    },
  ],
  vendors: ['Gốm Bát Tràng Minh Hải', 'Xưởng gốm Quang Vinh', 'Gốm sứ Hoàng Hà', 'Lò gốm Đức Phát', 'Gốm Chu Đậu'],
  tags: ['thủ công', 'bán chạy', 'cao cấp', 'men rạn', 'quà tặng', 'hàng mới', 'giảm giá', 'xuất khẩu'],
  giftCollection: 'quatang',
  giftMaxPrice: 500_000,
  newCollection: 'moi',
  saleCollection: 'khuyenmai',
  priceStep: 1000,
  describe: (title, vendor, collection) =>
    `<p>${title} do ${vendor} chế tác thủ công tại làng gốm Bát Tràng, thuộc dòng ${collection.toLowerCase()}. Men bóng, nung ở nhiệt độ 1.200°C.</p>` +
    '<ul><li>Đất sét trắng Bát Tràng</li><li>Men an toàn, không chì</li><li>Đóng gói chống vỡ, giao toàn quốc</li></ul>',
  seo: (title, vendor) => `${title} chính hãng ${vendor}, gốm sứ Bát Tràng thủ công, giao hàng toàn quốc.`,
};
