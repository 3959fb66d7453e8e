import { scheduleError } from '../schedule/schedule.errors.js';
import { classSpotLabels } from '../schedule/spots.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import type { FakeBookingState, FakeSingleClass } from './fake-api.booking-state.js';

/**
 * The spots a class can be booked in, in map order, or null when no spot
 * map is in use: spotmap_enabled off, or neither a usable custom map
 * assigned to the class's type (which wins, the oldest first) nor `spot_map`
 * rows. The rule itself is core's `classSpotLabels`, shared with the server.
 */
export const selectableSpots = (state: FakeBookingState, single: FakeSingleClass, enabled: boolean): string[] | null => {
  if (!enabled) return null;
  const typeId = single.class_type.class_type_id;
  const custom = state.spotMaps
    .filter((map) => map.class_type_ids.includes(typeId) || map.class_type_id === typeId)
    .sort((a, b) => a.custom_spot_map_id - b.custom_spot_map_id);
  return classSpotLabels(single.class_type.spot_map, custom);
};

/**
 * The spot a booking gets, as the server chooses it. With a map in use: the
 * one asked for, refused when the map has no such selectable place (412) or
 * another live reservation holds it (409); none asked, the first free one in
 * map order, or 'class full'. Without a map: none, and asking for one is
 * refused (412). `exceptId` is a reservation moving, whose own spot is free to it.
 */
export const chooseSpot = (
  state: FakeBookingState,
  single: FakeSingleClass,
  wanted: string | null | undefined,
  { enabled, exceptId }: { readonly enabled: boolean; readonly exceptId?: number },
): Result<string | null> => {
  const labels = selectableSpots(state, single, enabled);
  const asked = wanted ?? null;
  if (labels === null) return asked === null ? ok(null) : err(scheduleError('spotUnavailable'));
  const taken = new Set(
    state.reservations
      .filter((r) => r.single_class_id === single.single_class_id && r.deletedAt === null && r.class_reservation_id !== exceptId)
      .flatMap((r) => (r.spot === null ? [] : [r.spot])),
  );
  if (asked === null) {
    const free = labels.find((label) => !taken.has(label));
    return free === undefined ? err(scheduleError('classFull')) : ok(free);
  }
  if (!labels.includes(asked)) return err(scheduleError('spotUnavailable'));
  return taken.has(asked) ? err(scheduleError('spotTaken')) : ok(asked);
};
