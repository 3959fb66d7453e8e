import type { ClockPort } from '../ports/clock.ports.js';

/** Monday 6 January 2025, 09:00 in Mexico City: a fixed, readable default instant. */
export const FAKE_CLOCK_START = Date.UTC(2025, 0, 6, 15, 0, 0);

/** A ClockPort whose time only moves when a test says so. */
export class FakeClock implements ClockPort {
  private current: number;

  constructor(start: number = FAKE_CLOCK_START) {
    this.current = start;
  }

  /** Milliseconds since the epoch, as set. */
  now(): number {
    return this.current;
  }

  /** Jumps to an instant (milliseconds since the epoch). */
  set(instant: number): void {
    this.current = instant;
  }

  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }
}
