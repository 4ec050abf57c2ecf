import { URL, fileURLToPath } from 'node:url';

/**
 * Build settings every frontend bundle shares. The gateway caches every file except *.json forever, so every other emitted file carries a content hash in its name.
 */
export const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
  type: 'javascript/auto',
};

/**
 * @param {string} name the folder under frontends/, also its URL segment
 * @param {string} configUrl `import.meta.url` of the package's rspack.config.mjs
 */
export function bundleOutput(name, configUrl) {
  return {
    path: fileURLToPath(new URL('./dist/', configUrl)),
    publicPath: `/frontends/${name}/`,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    clean: true,
  };
}

/**
 * The shared rule packages are bundled from their TypeScript sources (ES modules, so unused rules
 * drop out) rather than from the CommonJS builds Node uses.
 */
const sourceOf = (name, file = 'index') =>
  fileURLToPath(new URL(`../packages/${name}/src/${file}.ts`, import.meta.url));

export const baseConfig = {
  mode: 'production',
  target: ['web', 'es2022'],
  resolve: {
    extensions: ['.ts', '.tsx', '.js'],
    alias: {
      '@storefront/census-rules$': sourceOf('census-rules'),
      '@storefront/commerce$': sourceOf('commerce'),
      // the address forms (country names, subdivision lists) are kept out of the index: only the
      // checkout page pays for them
      '@storefront/commerce/dist/checkout/address-format$': sourceOf('commerce', 'checkout/address-format'),
      '@storefront/form-rules$': sourceOf('form-rules'),
      '@storefront/permissions$': sourceOf('permissions'),
      '@storefront/performance-rules$': sourceOf('performance-rules'),
    },
  },
  module: { rules: [typescriptRule] },
  // named chunk ids keep file names readable (e.g. which file is react-dom) for people and tests
  optimization: { chunkIds: 'named' },
  devtool: false,
  performance: { hints: false },
};
