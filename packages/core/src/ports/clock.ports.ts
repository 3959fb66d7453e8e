/** Time comes through this port so rules and machines stay deterministic. */
export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number;
}
