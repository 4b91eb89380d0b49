// Every URL is this one page; React Router decides (like apps/storefront/src/pages/app/+route.ts).
export default '*';
