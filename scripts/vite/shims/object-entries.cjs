/**
 * `object.entries` for the browser build: the built-in. node-polyglot (ra-i18n-polyglot's
 * engine) requires that polyfill for old engines, and with it came 20 small packages
 * (get-intrinsic, call-bind, define-properties, es-errors, …), about 5 KiB gzip of every
 * first load; every browser the app supports has Object.entries (ES2017).
 */
module.exports = Object.entries;
