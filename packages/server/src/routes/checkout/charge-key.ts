/**
 * The key a charge carries to the processor: the customer's checkout key,
 * scoped by customer so one customer's key can never answer with another's
 * charge. Provider calls of a networked checkout derive theirs from it.
 */
export const chargeKeyOf = (customerId: number, idempotencyKey: string): string => `checkout:${customerId}:${idempotencyKey}`;
