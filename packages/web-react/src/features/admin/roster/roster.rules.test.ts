import { describe, expect, it } from 'vitest';
import { defaultConfigEntries, parseStudioConfig } from '@estudio/core';
import { deskReservation, DESK_NOW } from '../testing/deskFixtures.js';
import { noShowUndo, rosterRows } from './roster.rules.js';

const HOUR = 3_600_000;
const config = parseStudioConfig(defaultConfigEntries());
const at = (ms: number) => new Date(ms).toISOString();

describe("the roster's no-shows (issue 16)", () => {
  it('offers nothing to undo for a place not marked absent, or cancelled', () => {
    expect(noShowUndo(deskReservation(), DESK_NOW, config)).toBeNull();
    expect(noShowUndo(deskReservation({ attend: true }), DESK_NOW, config)).toBeNull();
    expect(noShowUndo(deskReservation({ attend: false, deletedAt: at(DESK_NOW - HOUR) }), DESK_NOW, config)).toBeNull();
  });

  it('says until when a no-show can be corrected: no_show_undo_hours after it was recorded, in the studio time', () => {
    // Recorded at 09:00 in Mexico City on 26 November; 72 hours later is 09:00 on the 29th.
    const recorded = deskReservation({ attend: false, no_show_at: '2026-11-26T15:00:00.000Z' });
    expect(noShowUndo(recorded, DESK_NOW, config)).toEqual({ locked: false, text: 'Puedes corregir esta falta hasta el 29 nov 2026 a las 09:00.' });
    const shorter = parseStudioConfig(defaultConfigEntries({ no_show_undo_hours: '2' }));
    expect(noShowUndo(recorded, DESK_NOW, shorter)).toEqual({ locked: false, text: 'Puedes corregir esta falta hasta el 26 nov 2026 a las 11:00.' });
  });

  it('once the time is over, says why there is nothing to tap, as the server would refuse it', () => {
    const recorded = deskReservation({ attend: false, no_show_at: at(DESK_NOW - 72 * HOUR) });
    const locked = { locked: true, text: 'Falta registrada. Ya no se puede corregir: pasaron las 72 horas para hacerlo.' };
    expect(noShowUndo(recorded, DESK_NOW, config)).toEqual(locked);
    expect(noShowUndo(recorded, DESK_NOW - 1, config)?.locked).toBe(false);
    // A no-show kept before its time was recorded counts from the end of its class (07:50 on the 26th).
    const kept = deskReservation({ attend: false });
    expect(noShowUndo(kept, Date.parse('2026-11-29T13:49:59.999Z'), config)?.locked).toBe(false);
    expect(noShowUndo(kept, Date.parse('2026-11-29T13:50:00.000Z'), config)).toEqual(locked);
  });

  it('gives every row of the roster its undo, live and cancelled apart', () => {
    const rows = rosterRows({ reservations: [deskReservation({ attend: false, no_show_at: at(DESK_NOW) }), deskReservation({ class_reservation_id: 82 })] }, DESK_NOW, config);
    expect(rows.live.map((row) => row.undo?.locked ?? null)).toEqual([false, null]);
    expect(rows.cancelled).toEqual([]);
  });
});
