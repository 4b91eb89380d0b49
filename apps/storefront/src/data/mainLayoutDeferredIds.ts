// Ids of the main layout's deferred values: its loader (footerBlocks.ts) streams them, the footer and the
// category menu read them. Apart from the loader, so that the pages' first script does not carry the loader's
// queries (decision 0906).

/** Id of the footer blocks in the deferred data of the main layout. */
export const footerBlocksDeferredId = 'footer-blocks';

/** Id of the menu's pictures in the deferred data of the main layout. */
export const menuFeaturedDeferredId = 'menu-featured';
