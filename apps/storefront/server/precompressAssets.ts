// `pnpm build` runs this after `vike build`: `.br` and `.gz` siblings of the client build's text files
// (server/staticAssets.ts serves them with the matching Content-Encoding).
import { join } from 'node:path';

import { appRoot } from './settings';
import { precompressDirectory } from './staticAssets';

const started = performance.now();
const written = await precompressDirectory(join(appRoot, 'dist', 'client'));
console.log(
  `Precompressed ${written} file(s) of dist/client in ${Math.round(performance.now() - started)} ms`,
);
