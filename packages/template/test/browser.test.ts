import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import * as vm from 'vm';

/**
 * The engine must run in browsers: its compiled output is loaded into a bare JavaScript context
 * (no require of Node modules, no process, Buffer or other Node globals; just the language and
 * Intl, as in a browser) and renders a page there.
 */
const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');

beforeAll(() => {
  // build once (the commerce and form rules with it) so the test exercises what ships
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', ROOT], { stdio: 'inherit' });
}, 120_000);

/**
 * The browser-safe workspace packages the engine depends on, loaded from their builds into the
 * same bare context so that they are held to the same rule.
 */
const WORKSPACE_PACKAGES: Readonly<Record<string, string>> = {
  '@storefront/commerce': path.resolve(ROOT, '../commerce/dist/index.js'),
  '@storefront/form-rules': path.resolve(ROOT, '../form-rules/dist/index.js'),
};

/**
 * A CommonJS loader that only resolves files inside the builds: any Node built-in or other
 * package fails.
 */
function loadInBareContext(entry: string): Record<string, unknown> {
  const context = vm.createContext({ Intl, console: { log: () => undefined } });
  const cache = new Map<string, { exports: unknown }>();
  const load = (file: string): unknown => {
    const known = cache.get(file);
    if (known) return known.exports;
    const module = { exports: {} };
    cache.set(file, module);
    const source = fs.readFileSync(file, 'utf8');
    const wrapper = vm.runInContext(`(function (exports, require, module) {${source}\n})`, context, {
      filename: file,
    });
    const requireInDist = (spec: string) => {
      const workspacePackage = WORKSPACE_PACKAGES[spec];
      if (workspacePackage !== undefined) return load(workspacePackage);
      if (!spec.startsWith('.')) throw new Error(`'${path.relative(DIST, file)}' requires '${spec}'`);
      let target = path.resolve(path.dirname(file), spec);
      if (fs.existsSync(target + '.js')) target += '.js';
      else target = path.join(target, 'index.js');
      return load(target);
    };
    wrapper(module.exports, requireInDist, module);
    return module.exports;
  };
  return load(entry) as Record<string, unknown>;
}

test('renders in a context without Node modules or globals', () => {
  const engine = loadInBareContext(path.join(DIST, 'index.js'));
  const renderTemplate = engine.renderTemplate as (o: object) => { output: string; errors: unknown[] };
  const { output, errors } = renderTemplate({
    template:
      '<h1>{item.title|html}</h1>{item|product-price}{item|add-to-cart-btn}{item.added|datetime date:medium}' +
      ' {n|decimal} {.eval 2 ** 10}',
    json: {
      item: {
        id: 'i1',
        collectionId: 'c1',
        title: 'Linen <Shirt>',
        added: 1582571080000,
        structuredContent: { productType: 1, variants: [{ price: 1500, priceMoney: { value: '15' }, qtyInStock: 4 }] },
      },
      n: 1234.5,
    },
    locale: 'en-US',
    enableExpr: true,
  });
  expect(errors).toEqual([]);
  expect(output).toContain('<h1>Linen &lt;Shirt&gt;</h1>');
  expect(output).toContain('<span class="sqs-money-native">15.00</span>');
  expect(output).toContain('data-item-id="i1"');
  expect(output).toContain('Feb 24, 2020 1,234.5 1024');
});
