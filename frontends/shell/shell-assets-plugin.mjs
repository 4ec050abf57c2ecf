/**
 * Writes dist/shell-assets.json: the absolute URLs of the shell's initial scripts, in order. The
 * gateway reads it to put one deferred script tag per URL into every page, so the hashed file
 * names never have to be known anywhere else.
 */
export class ShellAssetsPlugin {
  constructor({ entry = 'shell', fileName = 'shell-assets.json' } = {}) {
    this.entry = entry;
    this.fileName = fileName;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ShellAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
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
