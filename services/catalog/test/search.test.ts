import { status } from '@grpc/grpc-js';
import { catalogV1 } from '@storefront/proto';
import type { RunningService, ServiceClient } from '@storefront/service-kit';
import {
  clientOfTestService,
  failure,
  noteSkippedBackends,
  serviceBackends,
  startQuietly,
  TEST_SERVICE_AUTH_SECRET,
} from '@storefront/service-kit/testing';
import { eq } from 'drizzle-orm';
import { loadCatalogConfig } from '../src/config';
import { catalog as catalogDefinition } from '../src/service';
import { products, variants } from '../src/store/schema';
import { putSearchProducts, searchProduct } from './support/search-products';

const backends = serviceBackends({ prefix: 'catalog_search_test', urlVariable: 'DATABASE_URL' });

noteSkippedBackends('catalog search');

/** Products whose words each test looks for, on top of the demo store (26 products). */
const searchProducts = [
  searchProduct({ slug: 'walnut-tray', title: 'Walnut Tray', description: '<p>A serving tray.</p>' }, 100),
  searchProduct(
    { slug: 'serving-board', title: 'Serving Board', description: '<p>Oiled walnut, cut from one plank.</p>' },
    101,
  ),
  searchProduct({ slug: 'picnic-blanket', title: 'Travel Rug', tags: ['picnic', 'outdoors'] }, 102),
  searchProduct({ slug: 'desk-organiser', title: 'Desk Organiser', categories: ['Workspace'] }, 103),
  // a word longer than any search word (and than levenshtein's limit) in the description
  searchProduct({ slug: 'long-word', title: 'Odd Label', description: `<p>${'x'.repeat(300)}</p>` }, 106),
  // two edits from the stop word 'about'
  searchProduct({ slug: 'scout-knife', title: 'Scout Knife' }, 105),
  searchProduct(
    { slug: 'silk-scarf', title: 'Silk Scarf', option: { name: 'Colour', values: ['Saffron', 'Indigo'] } },
    104,
  ),
  ...Array.from({ length: 25 }, (_, index) =>
    searchProduct({ slug: `paper-lantern-${index}`, title: `Paper Lantern ${index + 1}` }, 200 + index),
  ),
];

if (backends.length > 0)
  describe.each(backends)('catalog search on $name', ({ prepare }) => {
    let disposeDatabase: () => Promise<void>;
    let catalog: RunningService;
    let client: ServiceClient<typeof catalogV1.CatalogServiceService>;

    beforeAll(async () => {
      const prepared = await prepare();
      disposeDatabase = prepared.dispose;
      const config = loadCatalogConfig({
        GRPC_PORT: '0',
        GRPC_HOST: '127.0.0.1',
        SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        SEED_ON_START: 'true',
        ...prepared.env,
      });
      catalog = await startQuietly(catalogDefinition, config);
      client = clientOfTestService(catalogV1.CatalogServiceClient, catalogV1.CatalogServiceDefinition, catalog, 5_000);
      await putSearchProducts(catalog.database.db, searchProducts);
    });

    afterAll(async () => {
      client?.close();
      await catalog?.stop();
      await disposeDatabase?.();
    });

    const search = (query: string, page = 0, pageSize = 0) => client.call.searchItems({ query, page, pageSize });
    const titles = async (query: string) => (await search(query)).items.map((item) => item.title);

    it('finds a product by a word of its title, with the full product', async () => {
      const result = await search('linen');
      expect(result.items[0]).toMatchObject({ slug: 'linen-shirt', title: 'Linen Shirt' });
      expect(result.items[0]!.variants.length).toBeGreaterThan(0);
      expect(result.totalCount).toBe(result.items.length);
    });

    it('ranks a title match above an option value match above a description match', async () => {
      // the demo store's Oak Writing Desk comes in Walnut
      expect(await titles('walnut')).toEqual(['Walnut Tray', 'Oak Writing Desk', 'Serving Board']);
    });

    it('matches a word as a prefix while it is being typed', async () => {
      expect(await titles('lin')).toContain('Linen Shirt');
      expect(await titles('lante')).toHaveLength(20);
    });

    it('finds what a misspelt word meant', async () => {
      expect((await titles('lenin shirt'))[0]).toBe('Linen Shirt');
      expect(await titles('walnot')).toEqual(['Walnut Tray', 'Oak Writing Desk', 'Serving Board']);
      expect(await titles('scraf')).toEqual(['Silk Scarf']);
    });

    it('finds products by tag, category and variant option value', async () => {
      expect(await titles('picnic')).toEqual(['Travel Rug']);
      expect(await titles('workspace')).toEqual(['Desk Organiser']);
      expect(await titles('saffron')).toEqual(['Silk Scarf']);
      expect(await titles('INDIGO scarf')).toEqual(['Silk Scarf']);
    });

    it('leaves out stop words, however they are spelt', async () => {
      expect((await titles('about linen shirt'))[0]).toBe('Linen Shirt');
      expect((await titles('the walnut')).length).toBeGreaterThan(0);
    });

    it('needs every word to match', async () => {
      expect(await titles('linen walnut')).toEqual([]);
    });

    it('stems words, so a plural finds the singular', async () => {
      expect(await titles('shirts')).toContain('Linen Shirt');
    });

    it('pages through every match exactly once, with the total on every page', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => search('paper lantern', page, 10)));
      expect(pages.map((page) => page.items.length)).toEqual([10, 10, 5]);
      expect(pages.map((page) => page.totalCount)).toEqual([25, 25, 25]);
      const slugs = pages.flatMap((page) => page.items.map((item) => item.slug));
      expect(new Set(slugs).size).toBe(25);
      const beyond = await search('paper lantern', 4, 10);
      expect(beyond).toEqual({ items: [], totalCount: 25 });
      expect((await search('paper lantern')).items).toHaveLength(20);
    });

    it('matches nothing for a query without letters or digits', async () => {
      await expect(search('')).resolves.toEqual({ items: [], totalCount: 0 });
      await expect(search(" !?'&|:* ()")).resolves.toEqual({ items: [], totalCount: 0 });
      await expect(search('\u0007\u001b[31m')).resolves.toMatchObject({ totalCount: 0 });
    });

    it('treats text-search syntax as plain words', async () => {
      expect(await titles("walnut' | 'linen")).toEqual([]);
      expect(await titles('walnut:* & !tray')).toEqual(['Walnut Tray']);
    });

    it('refuses an overlong query and out-of-range pages with INVALID_ARGUMENT', async () => {
      for (const call of [search('a'.repeat(201)), search('linen', -1), search('linen', 501), search('linen', 1, -1)]) {
        expect((await failure(call)).code).toBe(status.INVALID_ARGUMENT);
      }
      await expect(search('a'.repeat(200))).resolves.toEqual({ items: [], totalCount: 0 });
    });

    it('keeps the index current as products and their variants change', async () => {
      const db = catalog.database.db;
      await db.update(products).set({ title: 'Cedar Tray' }).where(eq(products.id, 'search-walnut-tray'));
      expect(await titles('cedar')).toEqual(['Cedar Tray']);
      expect(await titles('walnut')).toEqual(['Oak Writing Desk', 'Serving Board']);

      await db
        .update(variants)
        .set({ attributes: { Colour: 'Vermilion' } })
        .where(eq(variants.id, 'search-silk-scarf-v1'));
      expect(await titles('vermilion')).toEqual(['Silk Scarf']);
      expect(await titles('indigo')).toEqual([]);

      await putSearchProducts(db, [searchProduct({ slug: 'cedar-box', title: 'Keepsake Box', tags: ['cedar'] }, 300)]);
      expect(await titles('cedar')).toEqual(['Cedar Tray', 'Keepsake Box']);

      await db.delete(products).where(eq(products.id, 'search-cedar-box'));
      expect(await titles('keepsake')).toEqual([]);
    });
  });
