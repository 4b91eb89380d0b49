/** Error code the root loader attaches to the responses it throws when the shop cannot be loaded (routes.tsx). */
export const shopLoadFailedCode = 'SHOP_LOAD_FAILED';
