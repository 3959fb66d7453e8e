import { describe, expect, it } from 'vitest';
import { LANDING_SECTION_IDS, defaultConfigEntries } from '@estudio/core';
import { changedValues, formValues, landingOrder, orderValues } from './settings.rules.js';
import { LANDING_IDS } from './settingsSections.js';

describe('the settings form rules', () => {
  it('starts from the stored values over the defaults, flags as booleans', () => {
    const entries = [{ key: 'business_name', value: 'Luna' }, { key: 'waitlist_enabled', value: '1' }, { key: 'about_enabled', value: 'quizá' }];
    expect(formValues(entries, ['business_name', 'waitlist_enabled', 'about_enabled', 'hero_enabled', 'primary'])).toEqual({
      business_name: 'Luna', waitlist_enabled: true, about_enabled: false, hero_enabled: true, primary: '#2f3e46',
    });
    expect(formValues([{ key: 'logo', value: null }], ['logo'])).toEqual({ logo: '' });
  });

  it('sends only what changed, texts compared trimmed', () => {
    const initial = formValues(defaultConfigEntries({ business_name: 'Luna' }), ['business_name', 'primary', 'waitlist_enabled']);
    expect(changedValues(initial, { ...initial })).toEqual({});
    expect(changedValues(initial, { ...initial, business_name: ' Luna ' })).toEqual({});
    expect(changedValues(initial, { ...initial, primary: '#000000', waitlist_enabled: true })).toEqual({ primary: '#000000', waitlist_enabled: true });
  });

  it('orders the landing sections by their order settings, and writes the order back from 1', () => {
    const values = formValues(defaultConfigEntries({ schedule_order: '1', hero_order: '2', about_order: 'x' }), [
      'hero_order', 'about_order', 'mission_order', 'class_types_order', 'coaches_order', 'packages_order', 'announcements_order', 'schedule_order',
    ]);
    const order = landingOrder(values);
    expect(order).toEqual(['schedule', 'hero', 'mission', 'classTypes', 'coaches', 'packages', 'announcements', 'about']);
    expect(orderValues(order)).toMatchObject({ schedule_order: '1', hero_order: '2', about_order: '8' });
    expect(landingOrder({ ...values, ...orderValues(order) })).toEqual(order);
  });
});

describe('the landing sections the settings screen orders', () => {
  it("are core's, in core's order", () => {
    expect(LANDING_IDS).toEqual([...LANDING_SECTION_IDS]);
  });
});
