import type { SingleClass } from '@estudio/core';
import type { StudioParameters } from '../.storybook/studio.js';

export { classAt, MONDAY_9AM, takenBy } from '../../packages/web-react/src/features/schedule/testing/classFixture.js';

/** Story globals that show a story at 1280 px, where the calendar has its seven columns. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

/** A story's studio parameters. */
export const studio = (parameters: StudioParameters) => ({ studio: parameters });

/** The customer's own part of a class, as the API sends it to her. */
export const mineOf = (reservations: { id: number; spot?: string; guest?: string }[], waitlistId: number | null = null): Pick<SingleClass, 'mine'> => ({
  mine: {
    reservations: reservations.map((r) => ({ class_reservation_id: r.id, spot: r.spot ?? null, guest: r.guest ?? null })),
    waitlist_id: waitlistId,
  },
});

/** Does nothing: the handler of a story that only shows a state. */
export const noop = () => undefined;
