'use strict';
/**
 * autocannon `setupClient` of the checkout benchmark, loaded by path in
 * autocannon's worker thread. Each connection is one customer: the n-th
 * connection carries the n-th token of the plan that
 * scripts/bench/checkout/bench.ts puts in ESTUDIO_BENCH_CHECKOUT.
 */
const plan = JSON.parse(process.env.ESTUDIO_BENCH_CHECKOUT || '{"tokens":[]}');
let next = 0;

module.exports = function setupClient(client) {
  const token = plan.tokens[next % plan.tokens.length];
  next += 1;
  client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
};
