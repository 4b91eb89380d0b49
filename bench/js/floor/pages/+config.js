// The storefront's Vike setup (apps/storefront/src/pages/+config.ts): one catch-all page, our own hooks.
export default {
  passToClient: ['pageConfig'],
  clientHooks: true,
  disableUrlNormalization: true,
};
