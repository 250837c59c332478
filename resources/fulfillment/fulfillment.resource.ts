/**
 * The fulfillment screens (SPEC §2 `/orders/fulfillment/{action?}/{id?}`), declared once:
 * create takes the order id; edit the fulfillment id, with its order in `?order=` (every
 * fulfillment call names both).
 */
import { screens } from '../../core/screens';

export const fulfillmentScreens = screens('/orders/fulfillment', { create: 'create/:order', edit: 'edit/:id' });
