import { baseConfig, bundleOutput } from '../rspack.shared.mjs';
import { ShellAssetsPlugin } from './shell-assets-plugin.mjs';

export default {
  ...baseConfig,
  name: 'shell',
  entry: { shell: './src/index.ts' },
  output: { ...bundleOutput('shell', import.meta.url), uniqueName: 'storefront_shell' },
  plugins: [new ShellAssetsPlugin()],
};
