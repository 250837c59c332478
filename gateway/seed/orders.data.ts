/** Words of the demo customers and orders: English for Maple & Co, Vietnamese for Bát Tràng. */

export interface PlaceSeed { city: string; province: string; zip: string; streets: string[] }

export interface OrdersSeed {
  firstNames: string[];
  lastNames: string[];
  /** Vietnamese names read family name first: the family name is first_name so `name` reads right. */
  familyFirst: boolean;
  emailDomains: string[];
  phone: (n: number) => string;
  country: string;
  places: PlaceSeed[];
  companies: string[];
  notes: string[];
  orderTags: string[];
  customerTags: string[];
  carriers: string[];
  refundReasons: string[];
  paymentMethods: [method: string, weight: number][];
  /** Free shipping from this subtotal; otherwise the flat rates. */
  freeShippingFrom: number;
  shippingRates: number[];
}

export const REFERRING_SITES = [
  'https://www.google.com/', 'https://www.google.com.vn/search?q=gom+su', 'https://m.facebook.com/', 'https://l.facebook.com/l.php',
  'https://www.pinterest.com/pin/1234567/', 'https://t.co/x7Yq2', 'https://twitter.com/home', 'https://www.reddit.com/r/pottery/',
  'https://blog.example-crafts.com/best-mugs', 'https://news.ycombinator.com/', 'https://www.instagram.com/', 'https://duckduckgo.com/',
];

export const englishOrders: OrdersSeed = {
  firstNames: ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Oliver', 'Sophia', 'Elijah', 'Isabella', 'James', 'Mia', 'Benjamin', 'Charlotte',
    'Lucas', 'Amelia', 'Henry', 'Harper', 'Theodore', 'Evelyn', 'Jack', 'Abigail', 'Samuel', 'Emily', 'Owen', 'Ella', 'Daniel', 'Grace',
    'Leo', 'Chloe', 'Wyatt', 'Nora', 'Julian', 'Lily', 'Ezra', 'Hazel', 'Isaac', 'Zoe', 'Miles', 'Ruby', 'Caleb'],
  lastNames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Wilson', 'Anderson',
    'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young',
    'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Evans'],
  familyFirst: false,
  emailDomains: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me', 'hey.com'],
  phone: (n) => `+1 503 555 ${String(1000 + (n % 9000)).padStart(4, '0')}`,
  country: 'US',
  places: [
    { city: 'Portland', province: 'OR', zip: '97201', streets: ['SW Alder Street', 'NW 23rd Avenue', 'SE Hawthorne Blvd'] },
    { city: 'Seattle', province: 'WA', zip: '98101', streets: ['Pike Street', 'Pine Street', '1st Avenue'] },
    { city: 'San Francisco', province: 'CA', zip: '94110', streets: ['Valencia Street', 'Mission Street', 'Guerrero Street'] },
    { city: 'Austin', province: 'TX', zip: '78701', streets: ['Congress Avenue', 'Lavaca Street', 'Rainey Street'] },
    { city: 'Denver', province: 'CO', zip: '80202', streets: ['Larimer Street', 'Blake Street', 'Wazee Street'] },
    { city: 'Chicago', province: 'IL', zip: '60614', streets: ['N Clark Street', 'W Armitage Avenue', 'N Halsted Street'] },
    { city: 'Brooklyn', province: 'NY', zip: '11211', streets: ['Bedford Avenue', 'Grand Street', 'Metropolitan Avenue'] },
    { city: 'Boston', province: 'MA', zip: '02116', streets: ['Newbury Street', 'Boylston Street', 'Tremont Street'] },
  ],
  companies: ['Northwind Studio', 'Cedar & Pine', 'Bright Kitchen Co', 'Harbor Cafe', 'Lumen Design', 'Fieldhouse Goods'],
  notes: ['Please gift wrap.', 'Leave at the back door.', 'Birthday present - no invoice in the box, please.', 'Call before delivery.',
    'Fragile: ship with extra padding.', 'Can you ship before Friday?', 'Same address as last time.'],
  orderTags: ['gift', 'wholesale', 'repeat', 'rush', 'vip', 'holiday'],
  customerTags: ['vip', 'wholesale', 'newsletter', 'local', 'repeat'],
  carriers: ['UPS', 'USPS', 'FedEx', 'DHL'],
  refundReasons: ['Arrived broken', 'Customer changed their mind', 'Wrong size', 'Item out of stock', 'Late delivery'],
  paymentMethods: [['card', 45], ['paypal', 25], ['cod', 20], ['bank_transfer', 10]],
  freeShippingFrom: 75,
  shippingRates: [5.99, 7.5, 9.99],
};

export const vietnameseOrders: OrdersSeed = {
  firstNames: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'],
  lastNames: ['Văn An', 'Thị Hoa', 'Minh Anh', 'Thu Trang', 'Quốc Bảo', 'Ngọc Lan', 'Đức Minh', 'Thanh Hương', 'Hoàng Nam', 'Thị Mai',
    'Gia Huy', 'Khánh Linh', 'Văn Hùng', 'Phương Thảo', 'Tuấn Kiệt', 'Thị Hằng', 'Hải Đăng', 'Bảo Ngọc', 'Quang Vinh', 'Thùy Dung',
    'Minh Châu', 'Văn Tùng', 'Thị Yến', 'Anh Thư'],
  familyFirst: true,
  emailDomains: ['gmail.com', 'yahoo.com.vn', 'outlook.com', 'fpt.vn'],
  phone: (n) => `+84 9${n % 10} ${String(100 + (n % 900)).padStart(3, '0')} ${String(1000 + ((n * 7) % 9000)).padStart(4, '0')}`,
  country: 'VN',
  places: [
    { city: 'Hà Nội', province: 'Hà Nội', zip: '100000', streets: ['Hàng Bạc', 'Phố Huế', 'Kim Mã', 'Láng Hạ'] },
    { city: 'TP. Hồ Chí Minh', province: 'Hồ Chí Minh', zip: '700000', streets: ['Lê Lợi', 'Nguyễn Huệ', 'Hai Bà Trưng', 'Võ Văn Tần'] },
    { city: 'Đà Nẵng', province: 'Đà Nẵng', zip: '550000', streets: ['Bạch Đằng', 'Trần Phú', 'Nguyễn Văn Linh'] },
    { city: 'Hải Phòng', province: 'Hải Phòng', zip: '180000', streets: ['Lạch Tray', 'Điện Biên Phủ'] },
    { city: 'Cần Thơ', province: 'Cần Thơ', zip: '900000', streets: ['Hòa Bình', '30 Tháng 4'] },
    { city: 'Huế', province: 'Thừa Thiên Huế', zip: '530000', streets: ['Lê Duẩn', 'Hùng Vương'] },
    { city: 'Bắc Ninh', province: 'Bắc Ninh', zip: '220000', streets: ['Ngô Gia Tự', 'Lý Thái Tổ'] },
  ],
  companies: ['Công ty TNHH Gốm Việt', 'Nhà hàng Sen Vàng', 'Quán cà phê Mộc', 'Khách sạn Hoa Mai', 'Cửa hàng Quà Tặng An Nhiên'],
  notes: ['Gói quà giúp mình nhé.', 'Giao giờ hành chính.', 'Gọi trước khi giao.', 'Hàng dễ vỡ, đóng gói kỹ giúp.',
    'Xuất hóa đơn VAT cho công ty.', 'Giao trước Tết nếu được.', 'Để hàng ở phòng bảo vệ.'],
  orderTags: ['quà tặng', 'khách sỉ', 'khách quen', 'giao gấp', 'Tết', 'VIP'],
  customerTags: ['VIP', 'khách sỉ', 'khách quen', 'nhận tin', 'Hà Nội'],
  carriers: ['VNPost', 'Viettel Post', 'GHN', 'GHTK'],
  refundReasons: ['Hàng vỡ khi nhận', 'Khách đổi ý', 'Sai mẫu', 'Hết hàng', 'Giao trễ'],
  paymentMethods: [['cod', 40], ['bank_transfer', 25], ['card', 20], ['paypal', 15]],
  freeShippingFrom: 1_000_000,
  shippingRates: [25_000, 30_000, 45_000],
};
