'use strict';
const autocannon = require('autocannon');
const { viewPage } = require('./shop');

const SIGN_UP_PATH = '/api/site-users/account/notifications/restock';

/**
 * `connections` visitors as browsers are: each viewed the product page of the form it signs up
 * on (so it holds that page's crumb), the forms dealt round-robin. Returns, per visitor, the
 * headers and the JSON body template of its sign-ups; autocannon replaces `[<id>]` in the body
 * with a new id on every request, so every sign-up is a new e-mail address.
 */
async function newSignUpVisitors(url, forms, connections) {
  const visitors = [];
  for (let i = 0; i < connections; i++) {
    const form = forms[i % forms.length];
    const { crumb } = await viewPage(url, `/shop/p/${form.slug}`);
    visitors.push({
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': decodeURIComponent(crumb),
        cookie: `crumb=${crumb}`,
      },
      body: JSON.stringify({
        productId: form.productId,
        variantId: form.variantId,
        siteVisitorEmail: `v${i}.[<id>]@bench.example.com`,
        isJoinMailingList: i % 2 === 0,
        recaptchaEnterpriseV3Token: '',
        language: 'en-US',
      }),
    });
  }
  return visitors;
}

const figures = (result) => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** Closed-loop sign-ups: connection i is visitor i, each request a new address. */
async function signUpLoad(url, visitors, duration) {
  let next = 0;
  const result = await autocannon({
    url: `${url}${SIGN_UP_PATH}`,
    method: 'POST',
    connections: visitors.length,
    duration,
    idReplacement: true,
    body: visitors[0].body,
    setupClient(client) {
      const visitor = visitors[next++ % visitors.length];
      client.setHeadersAndBody(visitor.headers, visitor.body);
    },
  });
  return figures(result);
}

/** The baseline, on the same connections count and duration: a GET the gateway answers without notifications. */
async function baselineLoad(url, path, connections, duration) {
  return figures(await autocannon({ url: `${url}${path}`, connections, duration }));
}

module.exports = { SIGN_UP_PATH, newSignUpVisitors, signUpLoad, baselineLoad };
