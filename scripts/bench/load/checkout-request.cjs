'use strict';
/**
 * autocannon `setupRequest` of the checkout benchmark (loaded by path in its
 * worker thread): each attempt buys the benchmark's package with the 4242
 * card under a new idempotency key, or, a share of the time, sends the
 * customer's last key again, as a double click or a retry after a lost
 * answer does. autocannon resets a connection's context after every request
 * of a one-request sequence, so the last key is kept here, by customer.
 */
const plan = JSON.parse(process.env.ESTUDIO_BENCH_CHECKOUT || '{"packageId":0,"cardToken":"","retryShare":0}');
const lastKeys = new Map();

module.exports = function setupRequest(request) {
  const customer = request.headers && request.headers.authorization;
  const last = lastKeys.get(customer);
  const key = last !== undefined && Math.random() < plan.retryShare ? last : globalThis.crypto.randomUUID();
  lastKeys.set(customer, key);
  const body = { class_package_id: plan.packageId, payment_method: 'card', card_token: plan.cardToken, idempotency_key: key };
  return { ...request, body: JSON.stringify(body) };
};
