const { PGlite } = require('@electric-sql/pglite');
(async () => { let t=Date.now(); const f = new PGlite({}); await f.waitReady; console.log('a', Date.now()-t);
const d = await f.dumpDataDir('none'); console.log('b', d.size); await f.close(); console.log('c');
const g = await PGlite.create({ dataDir: 'memory://', loadDataDir: d }); console.log('d', Date.now()-t);
})().catch(e=>console.error('ERR',e));
