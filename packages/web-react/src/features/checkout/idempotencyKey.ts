/**
 * A new idempotency key for a checkout: the browser's `crypto.randomUUID`.
 * That needs a secure context (https or localhost); a studio opened over
 * plain http on another address still gets 128 random bits from
 * `getRandomValues`, which every browser offers.
 */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
