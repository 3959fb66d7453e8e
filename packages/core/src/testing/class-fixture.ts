import type { ClassReservation } from '../api/schemas/reservations.schemas.js';
import type { SingleClass } from '../api/schemas/schedule.schemas.js';

/**
 * A class as GET /single_class answers it, held at `classDate` (ms since the
 * epoch): a 45-minute Cycling class with Ana López at Polanco, 12 places and
 * nothing taken. `fields` change any field; tests name what they rely on.
 */
export const classFixture = (classDate: number, fields: Partial<SingleClass> = {}): SingleClass => ({
  single_class_id: 41,
  class_date: new Date(classDate).toISOString(),
  duration_minutes: 45,
  description: null,
  capacity: 12,
  reservation_count: 0,
  class_reservations: [],
  class_type: { class_type_id: 4, name: 'Cycling', icon: null, spot_map: null },
  class_instructors: [{ instructor: { instructor_id: 1, name: 'Ana', last_name: 'López', nick_name: null, file: null } }],
  location: { location_id: 1, name: 'Polanco', address: null },
  location_id: 1,
  class_package_id: null,
  class_category_id: null,
  tags: [],
  icon: null,
  mine: null,
  ...fields,
});

/** What a live reservation holds until someone acts on it: paid by credit, no attendance, spot, guest nor rating yet. */
export const LIVE_RESERVATION = {
  deletedAt: null,
  is_cash: false,
  is_paid: true,
  attend: null,
  spot: null,
  guest: null,
  class_stars: null,
  coach_stars: null,
  comment: null,
} as const satisfies Partial<ClassReservation>;
