// The "framework floor" build (issue 8): the storefront's own Vite configuration (same plugins and build
// options), with this folder as root. `bench/js/floor.mjs` builds it and measures its client JavaScript.
import { mergeConfig } from 'vite';

// The storefront's own config file, not a package export: the floor must build exactly as the shop does.
// eslint-disable-next-line import-x/no-relative-packages
import storefront from '../../../apps/storefront/vite.config.ts';

export default mergeConfig(storefront, { root: import.meta.dirname, base: '/' });
