import { EntryAssetsPlugin } from './entry-assets-plugin.mjs';
import { baseConfig, bundleOutput } from './rspack.shared.mjs';

/** Where a remote names its entry; the shell's remote-address.ts asks for this file. */
export const REMOTE_ASSETS_FILE = 'remote-assets.json';

/**
 * The function the shell puts on `globalThis` to hand out its one copy of React (shared-react.ts);
 * the shell's build defines SHARED_MODULES_GLOBAL from here, so both sides use this one name.
 */
export const SHARED_MODULES_GLOBAL = '__storefrontShared';

/** react, react-dom and every subpath (react/jsx-runtime, react-dom/client). */
const SHARED_REQUEST = /^react(-dom)?(\/|$)/;

/**
 * React is not bundled: each import of it is a promise of the shell's copy, so however many
 * remotes a page mounts, React is fetched once, and only by the first chunk that uses it. The
 * importing module becomes an async module, which lazy chunks (where React lives) wait for.
 */
const sharedReact = {
  externalsType: 'promise',
  externals: [
    ({ request }, callback) =>
      SHARED_REQUEST.test(request ?? '')
        ? callback(undefined, `globalThis.${SHARED_MODULES_GLOBAL}(${JSON.stringify(request)})`)
        : callback(),
  ],
};

/**
 * A remote: its `mount` module is one ES module that the shell imports straight from the URL
 * listed in dist/remote-assets.json, with no loader runtime between (a Module Federation runtime
 * and remote entry cost a product page about 35 KB gzipped before its first press, more than the
 * product remote itself). React comes from the shell (`sharedReact` above).
 *
 * @param {'product' | 'cart' | 'forms' | 'owner'} name
 */
export function remoteConfig(name, configUrl) {
  return {
    ...baseConfig,
    name,
    entry: { mount: './src/mount.tsx' },
    ...sharedReact,
    output: {
      ...bundleOutput(name, configUrl),
      uniqueName: `storefront_${name}`,
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
    },
    plugins: [new EntryAssetsPlugin({ entry: 'mount', fileName: REMOTE_ASSETS_FILE })],
  };
}
