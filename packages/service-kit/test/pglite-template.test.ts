import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNode } from './node-process';

// PGlite runs in a child Node process: see node-process.ts for why.
describe('new PGlite databases start from a cached initdb', () => {
  const script = `
    const fs = require('node:fs');
    const path = require('node:path');
    const template = './pglite-template.js';
    const cacheDir = process.env.PGLITE_TEMPLATE_DIR;
    const cached = () => fs.existsSync(cacheDir) && fs.readdirSync(cacheDir).filter((file) => file.endsWith('.tar'));
    const tables = async (db) => (await db.query("select tablename from pg_tables where schemaname = 'public'")).rows.map((row) => row.tablename);
    (async () => {
      const { openPglite } = require(template);
      const memory = await openPglite('memory://');
      await memory.exec('create table scratch (id int)');
      await memory.close();
      const cachedAfterFirst = cached();

      const dir = path.join(process.env.ROOT, 'catalog');
      const fresh = await openPglite(dir);
      const tablesOfFresh = await tables(fresh);
      await fresh.exec("create table products (slug text); insert into products values ('linen-shirt')");
      await fresh.close();
      const reopened = await openPglite(dir);
      const kept = (await reopened.query('select slug from products')).rows;
      await reopened.close();

      fs.writeFileSync(path.join(cacheDir, cachedAfterFirst[0]), 'not a tar file');
      delete require.cache[require.resolve(template)];
      const afterDamage = await require(template).openPglite(path.join(process.env.ROOT, 'cart'));
      const answers = (await afterDamage.query('select 1 as one')).rows;
      await afterDamage.close();
      console.log(JSON.stringify({ cachedAfterFirst, tablesOfFresh, kept, answers, cachedAfterDamage: cached() }));
    })().catch((error) => { console.error(error); process.exit(1); });`;

  it('dumps the first one, loads it into later empty folders, resumes existing ones, and runs initdb past a damaged cache', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
    try {
      const result = await runInNode<Record<string, unknown>>(['pglite-template.ts'], script, {
        PGLITE_TEMPLATE_DIR: path.join(root, 'cache'),
        ROOT: root,
      });
      expect(result).toEqual({
        cachedAfterFirst: [expect.stringMatching(/^initdb-[\d.]+\.tar$/)],
        // the copy is of initdb, not of what the first database did afterwards
        tablesOfFresh: [],
        kept: [{ slug: 'linen-shirt' }],
        answers: [{ one: 1 }],
        // the damaged file is gone; the next process to open a new database writes a good one
        cachedAfterDamage: [],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 90_000);
});
