/** The customer screens (SPEC §2): the list, `create`, a customer's page `{id}` and its form `edit/{id}`. Every link, redirect and route takes its path from here. */
import { screens } from '../../core/screens';

export const customerScreens = screens('/customers', { create: 'create', show: ':id', edit: 'edit/:id' });
