/** Codes of the refusals the reserve flow itself finds (the server's own come with their codes). */
export const RESERVE_CODES = {
  noCredits: 'reservation/no-credits',
  unreachable: 'reservation/not-reachable',
  full: 'reservation/full',
} as const;
