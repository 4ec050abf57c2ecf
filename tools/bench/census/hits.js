'use strict';
const { viewPage } = require('../restock/shop');

/** The page every hit reports: the demo shop's list, as a visitor loaded it. */
const PAGE = '/shop';
/** Stands for a hit's mark in a body template; autocannon puts a new id in its place per request. */
const MARK = '[<id>]';
const HIT_PATH = '/api/census/RecordHit';

/** Spec §3 hit data of one page view, its title carrying `mark` so a hit stored twice shows. */
const hitData = (url, mark) => ({
  websiteId: 'bench-site',
  templateId: 'default',
  website_locale: 'en-US',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  clientDate: new Date().toISOString(),
  viewportInnerHeight: 900,
  viewportInnerWidth: 1440,
  screenHeight: 1080,
  screenWidth: 1920,
  url: `${url}${PAGE}`,
  title: mark,
  itemId: null,
  recordType: 10,
  collectionId: 'shop',
  localStorageSupported: true,
  queryString: '',
  referrer: 'https://www.google.com/',
});

/**
 * `count` visitors as browsers are: each loaded the shop (so it holds its crumb cookie) and sends
 * its page-view hits as the shell does, form-encoded with the crumb and ss_cvr as fields. Returns,
 * per visitor, the headers and a body whose `MARK` is the hit's mark.
 */
async function newHitVisitors(url, count) {
  const visitors = [];
  for (let i = 0; i < count; i++) {
    const { crumb } = await viewPage(url, PAGE);
    const fields = new URLSearchParams({
      event: 'View',
      ss_cvr: `bench${i}|1764100000000|1764100000000|1764100000000|1`,
      crumb: decodeURIComponent(crumb),
      data: JSON.stringify(hitData(url, 'MARKHERE')),
    }).toString();
    visitors.push({
      path: HIT_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}` },
      // the mark goes in raw: a form parser reads [<id>] as it is
      body: (mark = MARK) => fields.replace('MARKHERE', mark),
    });
  }
  return visitors;
}

module.exports = { MARK, PAGE, newHitVisitors };
