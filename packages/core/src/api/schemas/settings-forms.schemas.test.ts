import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, SETTINGS, defaultConfigEntries } from '../../config/config.keys.js';
import { messages } from '../../messages/index.js';
import { SettingsBody, isFlagSetting, isSettingLink, settingsFormSchema } from './settings-forms.schemas.js';

const t = messages.deskSettings;
const issuesOf = (body: unknown) => {
  const parsed = SettingsBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};
const firstMessage = (body: unknown) => issuesOf(body)[0]?.message;

describe('SettingsBody (PUT /appconfig)', () => {
  it('takes every default of spec 3\'s settings, flags as booleans', () => {
    const body = Object.fromEntries(defaultConfigEntries().map(({ key, value }) => [key, isFlagSetting(key as never) ? value === 'true' : value]));
    expect(issuesOf(body)).toEqual([]);
  });

  it('has a Spanish label and explanation for every setting', () => {
    for (const key of SETTING_KEYS) {
      const [label, hint] = t.keys[key];
      expect(label.length, key).toBeGreaterThan(1);
      expect(hint.length, key).toBeGreaterThan(10);
    }
    expect(Object.keys(t.keys).sort()).toEqual([...SETTING_KEYS].sort());
  });

  it('takes only what changed, and refuses an empty body', () => {
    expect(SettingsBody.parse({ business_name: '  Estudio Luna  ' })).toEqual({ business_name: 'Estudio Luna' });
    expect(firstMessage({})).toBe(t.noChanges);
  });

  it.each([
    ['card_secret_key', t.secretKey],
    ['STRIPE_SECRET_KEY', t.secretKey],
    ['S3_SECRET_ACCESS_KEY', t.secretKey],
    ['smtp_password', t.secretKey],
    ['favorite_colour', t.unknownKey],
  ])('refuses the key %s', (key, template) => {
    expect(issuesOf({ primary: '#112233', [key]: 'x' })).toEqual([{ path: key, message: template.replace('{key}', key) }]);
  });

  it('checks flags as booleans', () => {
    expect(SettingsBody.parse({ waitlist_enabled: false })).toEqual({ waitlist_enabled: false });
    expect(issuesOf({ waitlist_enabled: 'true' })[0]?.path).toBe('waitlist_enabled');
  });

  it('checks colours as #RRGGBB', () => {
    expect(SettingsBody.parse({ primary: '#A1b2C3' })).toEqual({ primary: '#A1b2C3' });
    for (const bad of ['red', '#abc', '#12345g', 'url(x)', '#1234567']) expect(firstMessage({ primary: bad }), bad).toBe(messages.admin.colorFormat);
  });

  it('checks whole numbers against each key\'s range, empty only where it means none', () => {
    expect(SettingsBody.parse({ hero_order: '3', max_cancels_per_available_class: '', signup_fee: '12' })).toBeTruthy();
    expect(firstMessage({ hero_order: '' })).toBe(t.wholeBetween.replace('{min}', '0').replace('{max}', '99'));
    expect(firstMessage({ hero_order: '2.5' })).toBeDefined();
    expect(firstMessage({ reservation_timeframe_minutes: '60' })).toBe(t.wholeBetween.replace('{min}', '0').replace('{max}', '59'));
    expect(firstMessage({ unlimited_max_no_shows_for_penalty: '0' })).toBeDefined();
    expect(firstMessage({ signup_fee: '0' })).toBe(t.wholeOrEmpty.replace('{min}', '1').replace('{max}', '2147483647'));
    expect(firstMessage({ cancel_timeframe_value: 'doce' })).toBeDefined();
    expect(SettingsBody.parse({ timezone_offset: '5.5' })).toEqual({ timezone_offset: '5.5' });
    expect(firstMessage({ timezone_offset: '15' })).toBe(t.offsetFormat);
  });

  it('checks links: a path of the site or http(s), never another scheme', () => {
    for (const good of ['', '/paquetes', '/files/abc.png', 'https://cdn.example.com/a.png', 'http://x.test']) expect(isSettingLink(good), good).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,xx', '//evil.test/x', 'paquetes', 'https://a b', 'ftp://x']) {
      expect(firstMessage({ hero_image: bad }), bad).toBe(t.linkFormat);
    }
  });

  it('checks e-mail, WhatsApp, tracking ids and the time zone', () => {
    expect(firstMessage({ email: 'hola' })).toBe(t.emailFormat);
    expect(SettingsBody.parse({ email: '', whatsapp: '55 1234 5678' })).toBeTruthy();
    expect(firstMessage({ whatsapp: '12345' })).toBe(t.whatsappFormat);
    expect(firstMessage({ google_analytics_id: '<script>' })).toBe(t.analyticsFormat);
    expect(SettingsBody.parse({ google_analytics_id: 'G-ABC1234', meta_pixel_id: '1234567890' })).toBeTruthy();
    expect(firstMessage({ meta_pixel_id: 'abc' })).toBe(t.pixelFormat);
    expect(SettingsBody.parse({ timezone: 'America/Monterrey' })).toBeTruthy();
    expect(firstMessage({ timezone: 'Mars/Olympus' })).toBe(t.timezoneFormat);
  });

  it('checks the choices against their options', () => {
    expect(SettingsBody.parse({ card_checkout_mode: 'session', cancel_timeframe_unit: 'days', files_location: 's3' })).toBeTruthy();
    expect(firstMessage({ card_checkout_mode: 'popup' })).toBe(t.choiceFormat);
    expect(firstMessage({ cancel_timeframe_unit: 'weeks' })).toBe(t.choiceFormat);
    expect(SETTINGS.cancel_timeframe_unit.options).toContain('days');
  });

  it('checks provider keys, the bucket and the region by their shapes', () => {
    expect(SettingsBody.parse({ card_public_key: 'pk_test_123', bucket: 'estudio-archivos', region: 'us-east-1' })).toBeTruthy();
    expect(firstMessage({ card_public_key: 'pk test' })).toBe(t.keyFormat);
    expect(firstMessage({ bucket: 'Mi Bucket' })).toBe(t.bucketFormat);
    expect(firstMessage({ region: 'us east' })).toBe(t.regionFormat);
  });

  it('checks the packages path: a plain path no other screen holds', () => {
    expect(SettingsBody.parse({ class_packages_path: '/membresias-estudio' })).toBeTruthy();
    expect(firstMessage({ class_packages_path: '/paquetes nuevos' })).toBe(t.pathFormat);
    expect(firstMessage({ class_packages_path: '/checkout' })).toBe(t.pathTaken);
  });

  it('checks the identity JSON: valid, an object, public keys only', () => {
    expect(SettingsBody.parse({ identity_provider: '{"provider":"server"}' })).toBeTruthy();
    expect(SettingsBody.parse({ identity_provider: '{"provider":"firebase","apiKey":"k","authDomain":"a","projectId":"p","social":["google"]}' })).toBeTruthy();
    expect(firstMessage({ identity_provider: '{provider:server}' })).toBe(t.jsonFormat);
    expect(firstMessage({ identity_provider: '[1]' })).toBe(t.jsonFormat);
    expect(firstMessage({ identity_provider: '{"provider":"firebase","privateKey":"x"}' })).toBe(t.identityFormat);
    expect(firstMessage({ identity_provider: '{"provider":"okta"}' })).toBe(t.identityFormat);
  });

  it('requires the names the site cannot go without', () => {
    expect(firstMessage({ business_name: '   ' })).toBe(messages.forms.fillField);
    expect(firstMessage({ class_packages_name: '' })).toBe(messages.forms.fillField);
  });

  it('refuses NUL characters and overlong texts', () => {
    expect(firstMessage({ tagline: 'a\u0000b' })).toBe(messages.common.forbiddenCharacters);
    expect(issuesOf({ tagline: 'x'.repeat(301) })[0]?.path).toBe('tagline');
  });

  it('gives a section\'s form the same rules over its keys, all required', () => {
    const form = settingsFormSchema(['business_name', 'primary', 'waitlist_enabled']);
    expect(form.safeParse({ business_name: 'Luna', primary: '#112233', waitlist_enabled: true }).success).toBe(true);
    const refused = form.safeParse({ business_name: 'Luna', primary: 'rojo', waitlist_enabled: true });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path[0])).toEqual(['primary']);
    expect(form.safeParse({ business_name: 'Luna', primary: '#112233' }).success).toBe(false);
  });
});
