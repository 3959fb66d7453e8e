import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultConfigEntries, type SettingKey } from '../config/config.keys.js';
import { parseStudioConfig } from '../config/config.parse.js';
import { FakeClock } from '../testing/fake-clock.js';
import { MemoryStorage } from '../testing/memory-storage.js';
import { studioDate } from '../schedule/week.rules.js';
import { isPopupDue, markPopupShown, POPUP_SHOWN_KEY, popupDueOn, promoPopup, type PopupDayPorts } from './popup.rules.js';

const ZONE = 'America/Mexico_City';
const configWith = (overrides: Partial<Record<SettingKey, string>>) => parseStudioConfig(defaultConfigEntries(overrides));
const enabled = { popup_presencial_enabled: 'true', popup_presencial_src: 'https://cdn.estudio.test/promo.jpg', popup_presencial_link: '/paquetes' };

describe('promoPopup', () => {
  it('is the image and its link when enabled with both', () => {
    expect(promoPopup(configWith(enabled))).toEqual({ src: 'https://cdn.estudio.test/promo.jpg', target: { kind: 'internal', path: '/paquetes' } });
    expect(promoPopup(configWith({ ...enabled, popup_presencial_link: 'https://otro.test/promo' }))?.target)
      .toEqual({ kind: 'external', url: 'https://otro.test/promo' });
  });

  it('is nothing when disabled, or without an image or a link', () => {
    expect(promoPopup(configWith({ ...enabled, popup_presencial_enabled: 'false' }))).toBeNull();
    expect(promoPopup(configWith({ ...enabled, popup_presencial_src: '' }))).toBeNull();
    expect(promoPopup(configWith({ ...enabled, popup_presencial_link: '  ' }))).toBeNull();
  });

  it('never turns a setting into a script link or a script image', () => {
    expect(promoPopup(configWith({ ...enabled, popup_presencial_link: 'javascript:alert(1)' }))).toBeNull();
    expect(promoPopup(configWith({ ...enabled, popup_presencial_src: 'javascript:alert(1)' }))).toBeNull();
    expect(promoPopup(configWith({ ...enabled, popup_presencial_src: '//evil.test/x.png' }))).toBeNull();
    expect(promoPopup(configWith({ ...enabled, popup_presencial_src: 'data:text/html,<script>alert(1)</script>' }))).toBeNull();
    expect(promoPopup(configWith({ ...enabled, popup_presencial_src: 'data:image/png;base64,iVBORw0KGgo=' }))?.src).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});

describe('the popup at most once a day', () => {
  const ports = (start: number): PopupDayPorts & { clock: FakeClock; storage: MemoryStorage } =>
    ({ storage: new MemoryStorage(), clock: new FakeClock(start), zone: ZONE });
  const HOUR = 3_600_000;

  it('is due on a day it has not shown', () => {
    expect(popupDueOn(null, '2025-01-06')).toBe(true);
    expect(popupDueOn('2025-01-05', '2025-01-06')).toBe(true);
    expect(popupDueOn('2025-01-06', '2025-01-06')).toBe(false);
  });

  it("shows once, then not again until the studio's next day, whatever the phone's zone", () => {
    // 23:00 on 5 January in Mexico City is already the 6th in UTC.
    const p = ports(Date.UTC(2025, 0, 6, 5, 0));
    expect(isPopupDue(p)).toBe(true);
    markPopupShown(p);
    expect(p.storage.get(POPUP_SHOWN_KEY)).toBe('2025-01-05');
    p.clock.advance(HOUR / 2);
    expect(isPopupDue(p)).toBe(false);
    p.clock.advance(HOUR);
    expect(isPopupDue(p)).toBe(true);
  });

  it('shows at most once on every studio day, and on each day with a visit, whatever the times of the visits', () => {
    const start = Date.UTC(2025, 0, 1);
    const gaps = fc.array(fc.integer({ min: 0, max: 40 * HOUR }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(gaps, (steps) => {
        const p = ports(start);
        const shownOn: string[] = [];
        const visitedOn = new Set<string>();
        for (const step of steps) {
          p.clock.advance(step);
          const day = studioDate(p.clock.now(), ZONE) ?? '';
          visitedOn.add(day);
          if (!isPopupDue(p)) continue;
          shownOn.push(day);
          markPopupShown(p);
        }
        return new Set(shownOn).size === shownOn.length && shownOn.length === visitedOn.size;
      }),
    );
  });
});
