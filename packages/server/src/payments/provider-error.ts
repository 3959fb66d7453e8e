/**
 * A provider that could not be reached or answered something we cannot read
 * (network down, 5xx, a changed API). Not the customer's doing: the checkout
 * answers 502 and keeps the pending purchase, so the same attempt retried
 * calls again with the same idempotency key.
 */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';

  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}
