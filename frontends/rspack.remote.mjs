import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig, bundleOutput } from './rspack.shared.mjs';

/**
 * React is offered by every remote and consumed as one singleton from the shell's share scope, so
 * the browser downloads it once and only on pages that mount a remote at all. Nothing is eager: the
 * remote entry stays small. 'loaded-first' matters: remotes initialise concurrently, and under
 * 'version-first' a later remote with an equal version replaces the first one's registration
 * while it is still loading, so each remote would end up fetching (and running) its own React.
 */
const reactShare = { singleton: true, requiredVersion: '^19', eager: false };
export const sharedReact = {
  react: reactShare,
  'react/': reactShare,
  'react-dom': reactShare,
  'react-dom/': reactShare,
};

/** @param {'product' | 'cart' | 'forms' | 'owner'} name */
export function remoteConfig(name, configUrl) {
  return {
    ...baseConfig,
    name,
    entry: {},
    output: { ...bundleOutput(name, configUrl), uniqueName: `storefront_${name}` },
    plugins: [
      new ModuleFederationPlugin({
        name: `storefront_${name}`,
        filename: 'remoteEntry.js',
        manifest: { fileName: 'mf-manifest.json' },
        exposes: { './mount': './src/mount.tsx' },
        shared: sharedReact,
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
        experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
    ],
  };
}
