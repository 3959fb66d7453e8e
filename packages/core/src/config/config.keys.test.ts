import { describe, expect, it } from 'vitest';
import { SETTINGS, SETTING_KEYS, defaultConfigEntries, isSettingKey } from './config.keys.js';
import { parseBoolean, parseNumber } from './config.values.js';

/** Spec 3 'Settings', as listed for the foundation slice. */
const SPEC_KEYS = `business_name primary accent dark gray light primary-light logo navbar_logo bg_login bg_signup favicon
page_title tagline custom_css google_analytics_id meta_pixel_id social_image domain banner_enabled schedule_enabled
packages_enabled about_enabled mission_enabled coaches_enabled class_types_enabled landing_announcements_enabled
hero_enabled whatsapp_widget hero_order about_order mission_order class_types_order coaches_order packages_order
announcements_order schedule_order hero_title hero_tagline hero_button_text hero_button_link hero_image hero_video
about_title about_text about_image mission_title mission_text mission_image discounts_enabled cash_checkout_enabled
whatsapp_checkout_enabled checkout_disabled payment_sources_enabled subscription_provider_enabled checkout_redirect_url
card_public_key card_checkout_mode signup_fee cash_bank_name cash_bank_card cash_account_number cash_account_name
whatsapp email facebook instagram tiktok location banner_text banner_link single_class_enabled videos_enabled
subscriptions_enabled allow_restricted_class_types allow_restricted_times waitlist_enabled spotmap_enabled
allow_class_guests qrcode_enabled reservation_rating_enabled popup_presencial_enabled popup_presencial_src
popup_presencial_link timezone timezone_offset reservation_timeframe_hours reservation_timeframe_minutes
cancel_timeframe_value cancel_timeframe_unit allow_cancel_reservations allow_cancel_after_treshold
max_cancels_per_available_class unlimited_membership_penalties_enabled unlimited_max_no_shows_for_penalty
files_location S3_ENDPOINT bucket region class_packages_name class_packages_path identity_provider`.split(/\s+/);

/** Keys the spec does not list that a feature needs, each named with its reason in config.keys.ts. */
const ADDED_KEYS = [
  'subscription_provider_client_id', 'home_checkout_package_id',
  // Issue 16: no-shows by themselves.
  'no_show_auto_enabled', 'no_show_grace_minutes', 'no_show_penalty_days', 'no_show_undo_hours',
  // Issue 17: the reminder's hours before a class.
  'reminder_hours',
  // Issue 17: the waitlist's modes.
  'waitlist_mode', 'waitlist_offer_minutes',
];

describe('SETTINGS', () => {
  it('holds every key of the spec, and only those plus the named additions', () => {
    expect([...SETTING_KEYS].sort()).toEqual([...SPEC_KEYS, ...ADDED_KEYS].sort());
  });

  it('gives every setting a default its own reader accepts', () => {
    for (const key of SETTING_KEYS) {
      const { kind, default: value, options } = SETTINGS[key] as { kind: string; default: string; options?: string[] };
      if (kind === 'boolean') expect(parseBoolean(value), key).not.toBeNull();
      if (kind === 'number' && value !== '') expect(parseNumber(value), key).not.toBeNull();
      if (kind === 'choice') expect(options, key).toContain(value);
      if (kind === 'json') expect(() => JSON.parse(value), key).not.toThrow();
    }
  });

  it('seeds the list the server stores, with overrides', () => {
    const list = defaultConfigEntries({ business_name: 'Estudio Demo', videos_enabled: 'true' });
    expect(list).toHaveLength(SETTING_KEYS.length);
    expect(list).toContainEqual({ key: 'business_name', value: 'Estudio Demo' });
    expect(list).toContainEqual({ key: 'videos_enabled', value: 'true' });
    expect(list).toContainEqual({ key: 'class_packages_name', value: 'Paquetes' });
    expect(list).toContainEqual({ key: 'timezone', value: 'America/Mexico_City' });
    expect(list).toContainEqual({ key: 'timezone_offset', value: '6' });
  });

  it('knows its keys and nothing inherited', () => {
    expect(isSettingKey('primary-light')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
    expect(isSettingKey('__proto__')).toBe(false);
    expect(isSettingKey(3)).toBe(false);
  });
});
