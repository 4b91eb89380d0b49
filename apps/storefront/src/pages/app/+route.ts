// https://vike.dev/route — every URL is this one page; React Router (src/routes.tsx) does the routing.
export default '*';
