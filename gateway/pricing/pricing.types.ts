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
}
