/**
 * The bounds SPEC §5 leaves out ("The bound values: not shown"), named once: the schemas,
 * the forms and the gateway read them here.
 */
/** A shop's shipping zones. */
export const MAX_ZONES_PER_SHOP = 50;
/** Price-based rates, product-based rates and methods, each, in one zone. */
export const MAX_RATES_PER_ZONE = 20;
/** SPEC §5 "price above a lower bound": 0 (free) is the lowest price. */
export const MIN_PRICE = 0;
/** Prices, costs, surcharge amounts and condition bounds stay below this (VND included). */
export const MAX_PRICE = 1e9;
/** Names of zones, rates, methods and surcharges: under this many characters. */
export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 250;
/** A product filter keyword. */
export const KEYWORD_MAX_LENGTH = 100;
/** A shop's surcharges. */
export const MAX_SUBFEES_PER_SHOP = 200;
/** Products or collections one surcharge names. */
export const MAX_SUBFEE_TARGETS = 500;
/** Tax rates: the country's, and one per region. */
export const MAX_TAX_RATES = 500;
/** A tax rate in percent is below this. */
export const MAX_TAX_RATE = 100;
