import { rspack } from '@rspack/core';
import { EntryAssetsPlugin } from '../entry-assets-plugin.mjs';
import { SHARED_MODULES_GLOBAL } from '../rspack.remote.mjs';
import { baseConfig, bundleOutput } from '../rspack.shared.mjs';

export default {
  ...baseConfig,
  name: 'shell',
  entry: { shell: './src/index.ts' },
  output: { ...bundleOutput('shell', import.meta.url), uniqueName: 'storefront_shell' },
  plugins: [
    // dist/shell-assets.json: the gateway puts one deferred script tag per listed URL into every page
    new EntryAssetsPlugin({ entry: 'shell', fileName: 'shell-assets.json' }),
    new rspack.DefinePlugin({ SHARED_MODULES_GLOBAL: JSON.stringify(SHARED_MODULES_GLOBAL) }),
  ],
};
