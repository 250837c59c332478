/**
 * The checkout pricing engine's inputs and outputs (DESIGN §3): a cart goes through
 * subtotal → the single highest discount → shipping → surcharges → tax → tip → total.
 * Amounts inside the engine are integers in the currency's minor units.
 */
import type { DiscountReason } from '../../resources/discount/discount.schema';

export type Minor = number;

/** One cart line as the catalogue prices it (minor units). */
export interface CartLine {
  product_id: string;
  variant_id: string | null;
  title: string;
  quantity: number;
  unit_price: Minor;
  /** The catalogue's compare-at price; above the price means the item is already discounted. */
  compare_at_price: Minor | null;
  collection_ids: string[];
}

export interface Cart {
  currency: string;
  lines: CartLine[];
  /** The code the shopper entered, if any (matched case-insensitively). */
  code: string | null;
  customer_email: string | null;
  /** Shipping country, ISO 3166-1 alpha-2. */
  country_code: string | null;
  /** When the cart is priced (ISO): start and end dates are compared with it. */
  at: string;
  /** Shipping region (province or state), for a tax rate of one region; absent = the country's rate. */
  region?: string | null;
}

/** A discount as the engine reads it (SPEC §3), amounts in minor units. */
export interface DiscountRule {
  id: string;
  kind: 'code' | 'automatic';
  code: string | null;
  title: string;
  type: 'percent' | 'fixed_amount';
  /** Percent (0-100] or a fixed amount in minor units. */
  value: number;
  applies_to: 'entire_order' | 'products' | 'collections';
  product_ids: string[];
  collection_ids: string[];
  excluded_product_ids: string[];
  excluded_collection_ids: string[];
  country_mode: 'all' | 'include' | 'exclude';
  country_codes: string[];
  minimum_requirement: 'none' | 'order_total' | 'item_count';
  /** Minor units for order_total, a count for item_count. */
  minimum_value: number | null;
  eligibility: 'everyone' | 'customers';
  customer_emails: string[];
  usage_limit: number | null;
  once_per_customer: boolean;
  starts_at: string | null;
  ends_at: string | null;
  exclude_discounted: boolean;
  active: boolean;
  times_used: number;
  /** Orders of this cart's customer that already used it (for once per customer). */
  customer_uses: number;
  created_at: string;
}

export interface PricedLine extends Pick<CartLine, 'product_id' | 'variant_id' | 'title' | 'quantity' | 'unit_price'> {
  line_total: Minor;
  /** This line's share of the order's discount. */
  discount: Minor;
}

/** One amount added to (positive) or taken from (negative) the order after the subtotal. */
export interface Adjustment {
  kind: 'discount' | 'shipping' | 'surcharge' | 'tax' | 'tip' | 'gift_card';
  id: string;
  title: string;
  amount: Minor;
}

export interface Rejection {
  discount_id: string;
  title: string;
  reason: DiscountReason;
  args: Record<string, string | number>;
}

/** What flows through the steps; each step returns a new state. */
export interface PricingState {
  cart: Cart;
  lines: PricedLine[];
  subtotal: Minor;
  adjustments: Adjustment[];
  applied: { discount_id: string; title: string; code: string | null } | null;
  rejected: Rejection[];
  /** What the shipping step offered the cart's country (shipping.ts); absent before it runs. */
  shipping_options?: ShippingOption[];
  /** Tax already inside the prices (a shop whose prices include tax): shown, not added. */
  included_tax?: Minor;
}

/** One step of the pipeline. */
export type PricingStep = (state: PricingState) => PricingState;

/**
 * Where later issues plug in shipping, surcharges, tax and tip. Each runs after the
 * discount, in this order, and adds its adjustments; none exists yet, so none runs.
 */
export interface PricingExtensions {
  shipping?: PricingStep;
  surcharges?: PricingStep;
  tax?: PricingStep;
  tip?: PricingStep;
  /** A gift card pays what is left, after everything else (gateway/pricing/giftCard.ts). */
  giftCard?: PricingStep;
}

export interface PricedCart {
  currency: string;
  digits: number;
  lines: PricedLine[];
  subtotal: Minor;
  discount: Minor;
  adjustments: Adjustment[];
  total: Minor;
  applied: PricingState['applied'];
  unknown_code: string | null;
  rejected: Rejection[];
  /** Every shipping option for the cart's country (empty without a shipping step or zone). */
  shipping_options: ShippingOption[];
  /** Tax inside the prices (prices include tax); 0 otherwise. */
  included_tax: Minor;
}

/* ---- Checkout settings as the engine reads them (amounts in minor units) ---- */

/** 0 means not set (SPEC §3): a bound of 0 does not limit. */
export interface Bounds {
  min: number;
  max: number;
}

/** A price-based rate: offered when the order total (after the discount) is within [min, max]. */
export interface PriceRate extends Bounds {
  id: string;
  name: string;
  cost: Minor;
}

/** A product-based rate: first item, each additional item, for lines whose title matches the filter. */
export interface ProductRate {
  id: string;
  name: string;
  /** Empty keyword: every product. */
  keyword: string;
  match: 'contains' | 'equals';
  first_item: Minor;
  additional_item: Minor;
}

export type ShippingMethodType = 'flat_rate' | 'by_item' | 'fixed_flat' | 'free_ship';

/** A shipping method (SPEC §3): its price by type, offered when its condition holds. */
export interface ShippingMethodRule extends Bounds {
  id: string;
  name: string;
  type: ShippingMethodType;
  /** flat_rate and fixed_flat: the price; by_item: the first item's price. */
  price: Minor;
  /** by_item: each additional item's price. */
  additional_price: Minor;
  /** What min/max bound: nothing, the order total (minor units) or the item number. */
  condition: 'none' | 'order_total' | 'item_number';
}

export interface ShippingZoneRule {
  id: string;
  name: string;
  country_mode: 'include' | 'exclude';
  country_codes: string[];
  price_rates: PriceRate[];
  product_rates: ProductRate[];
  methods: ShippingMethodRule[];
}

export interface ShippingOption {
  /** The rate's or method's id: what a checkout sends back to choose it. */
  id: string;
  zone_id: string;
  zone_name: string;
  name: string;
  kind: 'price_rate' | 'product_rate' | 'method';
  amount: Minor;
}

export interface SurchargeRule {
  id: string;
  name: string;
  applies_to: 'countries' | 'products' | 'collections';
  country_codes: string[];
  product_ids: string[];
  collection_ids: string[];
  first_item: Minor;
  next_item: Minor;
}

export interface TaxRate {
  country_code: string;
  region: string | null;
  name: string;
  rate: number;
}

export interface TaxRule {
  prices_include_tax: boolean;
  /** Shipping is taxed too. */
  tax_shipping: boolean;
  rates: TaxRate[];
}

/** The shopper's tip (SPEC §9: suggestions are percentages of the order): a percent or an amount. */
export interface TipChoice {
  percent: number | null;
  amount: Minor | null;
}
