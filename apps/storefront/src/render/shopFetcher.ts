/**
 * The fetcher of components rendered many times a page (product cards' wishlist heart and add-to-cart):
 * React Router's `useFetcher`. The server build takes `shopFetcher.server.tsx` instead (decision 0935,
 * `serverFetcher()` in vite.config.ts), whose forms are written without the fetcher's hooks; this module is
 * what the browser, the dev server and the tests use.
 */
export { useFetcher as useShopFetcher } from 'react-router';
