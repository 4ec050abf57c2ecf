/**
 * Writes a JSON file naming one entry's initial scripts as absolute URLs, in order:
 * `{ "scripts": [...] }`. Whoever loads the entry (the gateway for the shell, the shell for a plain
 * remote) reads it, so the hashed file names never have to be known anywhere else; being JSON, the
 * gateway serves it uncached, so a deploy takes effect on the next page view.
 */
export class EntryAssetsPlugin {
  /** @param {{ entry: string, fileName: string }} options */
  constructor({ entry, fileName }) {
    this.entry = entry;
    this.fileName = fileName;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const entrypoint = compilation.entrypoints.get(this.entry);
          const scripts = entrypoint
            .getFiles()
            .filter((file) => file.endsWith('.js'))
            .map((file) => `${publicPath}${file}`);
          compilation.emitAsset(this.fileName, new RawSource(`${JSON.stringify({ scripts }, null, 2)}\n`));
        },
      );
    });
  }
}
