/** react-admin's pages for a refused access and a failed authentication check, loaded on demand (src/ShopAdmin.tsx). */
export { AccessDenied, AuthenticationError } from 'react-admin';
