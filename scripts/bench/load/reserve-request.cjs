'use strict';
/**
 * autocannon `setupRequest` of the write benchmark (loaded by path in its
 * worker thread): each booking goes to a random upcoming class, a share of
 * them to the few soonest ones, which fill up while the run lasts, so the
 * capacity check races for real. The plan comes from ESTUDIO_BENCH_WRITES.
 */
const plan = JSON.parse(process.env.ESTUDIO_BENCH_WRITES || '{"hot":[],"all":[],"hotShare":0}');

const anyOf = (ids) => ids[Math.floor(Math.random() * ids.length)];

module.exports = function setupRequest(request) {
  const classId = Math.random() < plan.hotShare ? anyOf(plan.hot) : anyOf(plan.all);
  return { ...request, body: JSON.stringify({ single_class_id: classId }) };
};
