/** The customer calls, as the e2e helpers import them (declared in customer.resource.ts). */
export { customerRoutes } from './customer.resource';
