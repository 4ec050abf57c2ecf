'use strict';
const { COLLECTOR_APP, PERFORMANCE_RECORDS_PATH } = require('@storefront/performance-rules');
const { viewPage } = require('../restock/shop');

/** The page every beacon reports on: a product page of the demo store, as a visitor loaded it. */
const PAGE = { path: '/shop/p/brass-candle-holder', pageType: 'product-detail' };
/** Stands for the page load's id in a body template; replaced by a new id per request. */
const PAGE_LOAD_ID = '[<id>]';

/**
 * The records the shell's collector sends for one page load when the page is hidden: the five
 * metrics a desktop load has by then (FID only comes with a first input, so not here), the
 * connection timings and the first image's timings. Values are a typical fast load's.
 */
function pageLoadRecords(pageLoadId, ts) {
  const page = { path: PAGE.path, pageType: PAGE.pageType };
  const record = (event, data, offsetMs) => ({
    app: COLLECTOR_APP,
    data: { ...page, ...data },
    event,
    pageLoadId,
    ts: ts + offsetMs,
  });
  return [
    record('time-to-first-byte', { value: 182.4, navigationType: 'navigate', id: 'v4-1735689600000-1' }, 0),
    record('first-contentful-paint', { value: 612.3, navigationType: 'navigate', id: 'v4-1735689600000-2' }, 0),
    record(
      'largest-contentful-paint',
      {
        value: 1043.8,
        navigationType: 'navigate',
        id: 'v4-1735689600000-3',
        element: 'main > div.product-details > div.product-gallery > img.product-image',
      },
      0,
    ),
    record(
      'connection-timings',
      {
        dns: 0,
        connect: 0,
        tls: 0,
        request: 3.1,
        response: 18.7,
        domInteractive: 402.5,
        domContentLoaded: 455.2,
        load: 1120.9,
        transferSize: 28_412,
        protocol: 'h2',
      },
      0,
    ),
    record(
      'image-timings',
      {
        url: '/assets/products/brass-candle-holder-1.jpg',
        start: 421.6,
        duration: 310.2,
        size: 84_213,
        element: 'main > div.product-details > div.product-gallery > img.product-image',
      },
      0,
    ),
    record(
      'interaction-to-next-paint',
      { value: 48, navigationType: 'navigate', id: 'v4-1735689600000-4', element: 'button.product-add-to-cart' },
      2_500,
    ),
    record(
      'cumulative-layout-shift',
      { value: 0.021, navigationType: 'navigate', id: 'v4-1735689600000-5', element: 'div.product-reviews' },
      2_600,
    ),
  ];
}

/** Records in one beacon: each request stores this many rows. */
const RECORDS_PER_BEACON = pageLoadRecords('x', 0).length;

/**
 * A beacon's body as sendBeacon posts it (text/plain, a JSON array), for a page load `pageLoadId`;
 * with PAGE_LOAD_ID in its place, a template autocannon fills with a new id per request.
 */
const beaconBody = (pageLoadId, ts = Date.now()) => JSON.stringify(pageLoadRecords(pageLoadId, ts));

/**
 * `count` visitors as browsers are: each loaded the product page (so it holds that page's crumb
 * cookie) and posts its beacons with the crumb in the query, since a beacon sends no header of
 * its own. Returns, per visitor, the path with the crumb and the headers sendBeacon sends.
 */
async function newBeaconVisitors(url, count) {
  const visitors = [];
  for (let i = 0; i < count; i++) {
    const { crumb } = await viewPage(url, PAGE.path);
    visitors.push({
      path: `${PERFORMANCE_RECORDS_PATH}?crumb=${encodeURIComponent(decodeURIComponent(crumb))}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: `crumb=${crumb}` },
    });
  }
  return visitors;
}

module.exports = { PAGE, PAGE_LOAD_ID, RECORDS_PER_BEACON, beaconBody, newBeaconVisitors };
