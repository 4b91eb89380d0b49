import type { ViteUserConfig } from 'vitest/config';

export declare const baseConfig: ViteUserConfig;
export default baseConfig;
