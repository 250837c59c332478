/**
 * Messages for the pure helpers in src/lib (relative time, date ranges, traffic sources,
 * sort options). Nested under `app` by the i18n provider: 'app.time.now' is
 * sharedMessages.en.time.now. Polyglot: `%{name}` interpolation, ' |||| ' plural forms
 * (Vietnamese has a single form).
 */
export const sharedMessages = {
  en: {
    /** src/components/ChangeText (the dashboard and analytics): a figure against the period before. */
    change: { none: 'No previous data', up: 'Up %{percent}%', down: 'Down %{percent}%' },
    time: {
      now: 'now',
      minutes_ago: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
      hours_ago: '%{smart_count} hour ago |||| %{smart_count} hours ago',
      yesterday_at: 'yesterday at %{time}',
      date_time: '%{date} %{time}',
      unknown: 'unknown time',
    },
    date_range: {
      today: 'Today',
      yesterday: 'Yesterday',
      last_7_days: 'Last 7 days',
      last_30_days: 'Last 30 days',
      all_time: 'All time',
    },
    traffic: {
      anonymous: 'Anonymous',
      pinterest: 'Pinterest',
      google: 'Google',
      facebook: 'Facebook',
      twitter: 'Twitter',
    },
    sort: {
      title_asc: 'Title A–Z',
      title_desc: 'Title Z–A',
      created_desc: 'Created (newest first)',
      created_asc: 'Created (oldest first)',
      inventory_asc: 'Inventory (low to high)',
      inventory_desc: 'Inventory (high to low)',
      price_asc: 'Price (low to high)',
      price_desc: 'Price (high to low)',
      total_orders_asc: 'Total orders (low to high)',
      total_orders_desc: 'Total orders (high to low)',
      customer_name_asc: 'Customer name A–Z',
      customer_name_desc: 'Customer name Z–A',
    },
  },
  vi: {
    change: { none: 'Không có dữ liệu kỳ trước', up: 'Tăng %{percent}%', down: 'Giảm %{percent}%' },
    time: {
      now: 'vừa xong',
      minutes_ago: '%{smart_count} phút trước',
      hours_ago: '%{smart_count} giờ trước',
      yesterday_at: 'hôm qua lúc %{time}',
      date_time: '%{date} %{time}',
      unknown: 'không rõ thời gian',
    },
    date_range: {
      today: 'Hôm nay',
      yesterday: 'Hôm qua',
      last_7_days: '7 ngày qua',
      last_30_days: '30 ngày qua',
      all_time: 'Toàn bộ thời gian',
    },
    traffic: {
      anonymous: 'Ẩn danh',
      pinterest: 'Pinterest',
      google: 'Google',
      facebook: 'Facebook',
      twitter: 'Twitter',
    },
    sort: {
      title_asc: 'Tiêu đề A–Z',
      title_desc: 'Tiêu đề Z–A',
      created_desc: 'Ngày tạo (mới nhất trước)',
      created_asc: 'Ngày tạo (cũ nhất trước)',
      inventory_asc: 'Tồn kho (thấp đến cao)',
      inventory_desc: 'Tồn kho (cao đến thấp)',
      price_asc: 'Giá (thấp đến cao)',
      price_desc: 'Giá (cao đến thấp)',
      total_orders_asc: 'Tổng đơn hàng (thấp đến cao)',
      total_orders_desc: 'Tổng đơn hàng (cao đến thấp)',
      customer_name_asc: 'Tên khách hàng A–Z',
      customer_name_desc: 'Tên khách hàng Z–A',
    },
  },
} as const;
