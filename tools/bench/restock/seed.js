'use strict';
const { Client } = require('pg');
const { viewPage } = require('./shop');
const { SIGN_UP_PATH } = require('./sign-up-load');

/** The first seeded address of each group, signed up through the gateway; the rest count on from it. */
const seedAddress = (index) => `seed-${index}@bench.example.com`;

/** One sign-up as a visitor makes it: a crumb from the product page, then the form's POST. */
async function signUpThroughGateway(url, form, email) {
  const { crumb } = await viewPage(url, `/shop/p/${form.slug}`);
  const response = await fetch(`${url}${SIGN_UP_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': decodeURIComponent(crumb),
      cookie: `crumb=${crumb}`,
    },
    body: JSON.stringify({
      productId: form.productId,
      variantId: form.variantId,
      siteVisitorEmail: email,
      isJoinMailingList: false,
      recaptchaEnterpriseV3Token: '',
    }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`a sign-up for ${form.slug} answered ${response.status}: ${text}`);
  if (!JSON.parse(text).created) throw new Error(`a first sign-up for ${form.slug} answered created: false`);
}

/**
 * `count` pending sign-ups (not yet notified), dealt round-robin over `groups` (restock forms:
 * { slug, productId, variantId }), each a distinct address. The first of each group goes through
 * the gateway and the service's rules; the others are written in one INSERT ... SELECT into the
 * notifications database (the service's columns with no default: the group, the address, the
 * opt-in and the language), which takes seconds where 100,000 visitors would take minutes.
 * Then the table is analyzed, as autovacuum would have done while a shop collected that many
 * sign-ups over days; `staleStatistics` leaves that out, so the send meets a table the planner
 * has not looked at yet (a burst of sign-ups between two autovacuum runs).
 */
async function seedSignUps({ url, databaseUrl, groups, count, staleStatistics = false }) {
  const first = Math.min(groups.length, count);
  for (let index = 0; index < first; index++) await signUpThroughGateway(url, groups[index], seedAddress(index));
  if (count <= first) return;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO restock_sign_ups (product_id, variant_id, email, is_join_mailing_list, language)
       SELECT (g.groups)[i % g.size + 1][1], (g.groups)[i % g.size + 1][2],
              'seed-' || i || '@bench.example.com', i % 2 = 0, CASE WHEN i % 3 = 0 THEN '' ELSE 'en-US' END
       FROM generate_series($1::int, $2::int - 1) AS i,
            (SELECT $3::text[][] AS groups, $4::int AS size) AS g`,
      [first, count, groups.map((group) => [group.productId, group.variantId]), groups.length],
    );
    if (!staleStatistics) await client.query('ANALYZE restock_sign_ups');
  } finally {
    await client.end();
  }
}

module.exports = { seedSignUps };
