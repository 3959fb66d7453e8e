import { describe, expect, it } from 'vitest';
import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import { SETTINGS, defaultConfigEntries } from './config.keys.js';
import { parseIdentityProvider, parseStudioConfig } from './config.parse.js';
import { bannerTarget, landingSections, packagesLink, studioTimeZone, whatsappLink } from './config.rules.js';

const entries = (values: Record<string, string | null>): ConfigEntry[] =>
  Object.entries(values).map(([key, value]) => ({ key, value }));

describe('parseStudioConfig defaults', () => {
  const config = parseStudioConfig([]);

  it('fills every group from the defaults', () => {
    expect(config.appearance.businessName).toBe('Estudio');
    expect(config.files.packagesName).toBe('Paquetes');
    expect(config.files.packagesPath).toBe('/paquetes');
    expect(config.files.location).toBe('server');
    expect(config.rules.timezone).toBe('America/Mexico_City');
    expect(config.rules.timezoneOffset).toBe(6);
    expect(config.identity).toEqual({ provider: 'server' });
    expect(config.checkout.cardCheckoutMode).toBe('elements');
    expect(config.checkout.signupFeePackageId).toBeNull();
    expect(config.checkout.homeCheckoutPackageId).toBeNull();
    expect(config.rules.maxCancelsPerAvailableClass).toBeNull();
  });

  it('turns only the flags a bare studio needs on', () => {
    expect(config.features.singleClass).toBe(true);
    expect(config.sections.hero.enabled).toBe(true);
    expect(config.rules.allowCancelReservations).toBe(true);
    expect(config.features.videos).toBe(false);
    expect(config.features.waitlist).toBe(false);
    expect(config.commerce.discountsEnabled).toBe(false);
    expect(config.sections.banner.enabled).toBe(false);
  });

  it('gives every colour as hex', () => {
    for (const color of Object.values(config.appearance.colors)) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("gives an unwritten hero the studio's name and tagline, so a new studio's landing opens on its name", () => {
    expect(config.sections.hero).toMatchObject({ title: 'Estudio', tagline: '' });
    const named = parseStudioConfig(entries({ business_name: 'Estudio Luna', tagline: 'Respira y muévete' }));
    expect(named.sections.hero).toMatchObject({ title: 'Estudio Luna', tagline: 'Respira y muévete' });
    const written = parseStudioConfig(entries({ business_name: 'Estudio Luna', tagline: 'Respira', hero_title: ' Encuentra tu ritmo ', hero_tagline: 'Tu primera clase es gratis' }));
    expect(written.sections.hero).toMatchObject({ title: 'Encuentra tu ritmo', tagline: 'Tu primera clase es gratis' });
  });

  it('reads the same from the seeded default list as from nothing', () => {
    expect(parseStudioConfig(defaultConfigEntries())).toEqual(config);
    expect(parseStudioConfig(null)).toEqual(config);
  });
});

describe('parseStudioConfig values', () => {
  it("reads booleans tolerantly: '1', '0', 'true', 'false' in any case", () => {
    const config = parseStudioConfig(
      entries({ videos_enabled: '1', waitlist_enabled: 'TRUE', single_class_enabled: '0', hero_enabled: 'False' }),
    );
    expect(config.features.videos).toBe(true);
    expect(config.features.waitlist).toBe(true);
    expect(config.features.singleClass).toBe(false);
    expect(config.sections.hero.enabled).toBe(false);
  });

  it('keeps the default for unreadable values', () => {
    const config = parseStudioConfig(
      entries({ single_class_enabled: 'sí', timezone_offset: 'seis', primary: 'red; background: url(x)', hero_order: '' }),
    );
    expect(config.features.singleClass).toBe(true);
    expect(config.rules.timezoneOffset).toBe(6);
    expect(config.appearance.colors.primary).toBe(SETTINGS.primary.default);
    expect(config.sections.hero.order).toBe(1);
  });

  it('reads numbers, ids and choices', () => {
    const config = parseStudioConfig(
      entries({
        signup_fee: '12',
        home_checkout_package_id: '152',
        max_cancels_per_available_class: '2',
        cancel_timeframe_value: '90',
        cancel_timeframe_unit: 'Minutes',
        card_checkout_mode: 'session',
        files_location: 'bucket',
        reservation_timeframe_hours: '2',
      }),
    );
    expect(config.checkout.signupFeePackageId).toBe(12);
    expect(config.checkout.homeCheckoutPackageId).toBe(152);
    expect(config.rules.maxCancelsPerAvailableClass).toBe(2);
    expect(config.rules.cancelTimeframe).toEqual({ value: 90, unit: 'minutes' });
    expect(config.checkout.cardCheckoutMode).toBe('session');
    expect(config.files.location).toBe('s3');
    expect(config.rules.reservationTimeframe).toEqual({ hours: 2, minutes: 0 });
  });

  it('reads an empty cancel window as no window', () => {
    const config = parseStudioConfig(entries({ cancel_timeframe_value: '', cancel_timeframe_unit: '' }));
    expect(config.rules.cancelTimeframe).toEqual({ value: null, unit: null });
  });

  it('honours timezone_offset when no zone is configured', () => {
    const config = parseStudioConfig(entries({ timezone: '', timezone_offset: '7' }));
    expect(studioTimeZone(config)).toBe('UTC-7');
    expect(studioTimeZone(parseStudioConfig(entries({ timezone: 'America/Cancun' })))).toBe('America/Cancun');
  });

  it('keeps tracking codes only as provider ids', () => {
    const good = parseStudioConfig(entries({ google_analytics_id: 'G-AB12CD34', meta_pixel_id: '1234567890' }));
    expect(good.appearance.googleAnalyticsId).toBe('G-AB12CD34');
    expect(good.appearance.metaPixelId).toBe('1234567890');
    const bad = parseStudioConfig(entries({ google_analytics_id: '<script>alert(1)</script>', meta_pixel_id: 'x' }));
    expect(bad.appearance.googleAnalyticsId).toBeNull();
    expect(bad.appearance.metaPixelId).toBeNull();
  });

  it('normalises the domain and the packages path', () => {
    const config = parseStudioConfig(
      entries({ domain: 'https://Estudio.Test/inicio', class_packages_path: 'membresias/', class_packages_name: 'Membresías' }),
    );
    expect(config.appearance.domain).toBe('estudio.test');
    expect(packagesLink(config)).toEqual({ label: 'Membresías', path: '/membresias' });
    expect(packagesLink(config, 'member')).toEqual({ label: 'Membresías', path: '/mystudio/membresias' });
    expect(parseStudioConfig(entries({ class_packages_path: 'javascript:alert(1)' })).files.packagesPath).toBe('/paquetes');
    expect(parseStudioConfig(entries({ class_packages_name: '  ' })).files.packagesName).toBe('Paquetes');
  });

  it('lets the last entry of a key win and ignores null values', () => {
    const config = parseStudioConfig([
      { key: 'business_name', value: 'Uno' },
      { key: 'business_name', value: 'Estudio Demo' },
      { key: 'tagline', value: null },
    ]);
    expect(config.appearance.businessName).toBe('Estudio Demo');
    expect(config.appearance.tagline).toBeNull();
  });
});

describe('parseIdentityProvider', () => {
  it('reads a complete Firebase setup', () => {
    const text = JSON.stringify({
      provider: 'firebase',
      apiKey: 'key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      emailLink: true,
      social: ['google', 'Google', 'facebook'],
    });
    expect(parseIdentityProvider(text)).toEqual({
      provider: 'firebase',
      apiKey: 'key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      emailLink: true,
      social: ['google', 'facebook'],
    });
  });

  it('defaults optional Firebase options', () => {
    const text = '{"provider":"firebase","apiKey":"k","authDomain":"d","projectId":"p","emailLink":"yes"}';
    expect(parseIdentityProvider(text)).toMatchObject({ emailLink: false, social: [] });
  });

  it.each(['', 'not json', 'null', '[]', '{"provider":"firebase"}', '{"provider":"okta"}'])(
    'falls back to the server provider for %j',
    (text) => {
      expect(parseIdentityProvider(text)).toEqual({ provider: 'server' });
    },
  );

  it('trims the keys, refuses blank ones, and drops a social list with a blank or non-text name', () => {
    const setup = { provider: 'firebase', apiKey: ' k ', authDomain: 'd', projectId: 'p', emailLink: true };
    expect(parseIdentityProvider(JSON.stringify({ ...setup, social: [' Google ', 'google'] }))).toEqual({
      ...setup,
      apiKey: 'k',
      social: ['google'],
    });
    expect(parseIdentityProvider(JSON.stringify({ ...setup, social: ['google', ' '] }))).toMatchObject({ social: [] });
    expect(parseIdentityProvider(JSON.stringify({ ...setup, social: ['google', 1] }))).toMatchObject({ social: [] });
    expect(parseIdentityProvider(JSON.stringify({ ...setup, projectId: '  ' }))).toEqual({ provider: 'server' });
  });
});

describe('landingSections', () => {
  it('keeps the enabled sections in configured order', () => {
    const config = parseStudioConfig(
      entries({
        about_enabled: 'true',
        coaches_enabled: '1',
        schedule_enabled: 'false',
        coaches_order: '0',
        about_order: '9',
      }),
    );
    expect(landingSections(config)).toEqual(['coaches', 'hero', 'packages', 'about']);
  });

  it('breaks ties by the spec order', () => {
    const flags = Object.fromEntries(
      ['hero', 'about', 'mission', 'class_types', 'coaches', 'packages', 'schedule'].map((id) => [`${id}_enabled`, 'true']),
    );
    const orders = Object.fromEntries(
      ['hero', 'about', 'mission', 'class_types', 'coaches', 'packages', 'announcements', 'schedule'].map((id) => [
        `${id}_order`,
        '1',
      ]),
    );
    const config = parseStudioConfig(entries({ ...flags, ...orders, landing_announcements_enabled: 'true' }));
    expect(landingSections(config)).toEqual([
      'hero', 'about', 'mission', 'classTypes', 'coaches', 'packages', 'announcements', 'schedule',
    ]);
  });
});

describe('whatsappLink', () => {
  it('prefixes the Mexican country code 52', () => {
    expect(whatsappLink('55 1234 5678')).toBe('https://wa.me/525512345678');
    expect(whatsappLink('+52 (55) 1234-5678')).toBe('https://wa.me/525512345678');
    expect(whatsappLink('5215512345678')).toBe('https://wa.me/525512345678');
  });

  it('adds the message text encoded', () => {
    expect(whatsappLink('5512345678', 'Hola, ¿hay lugar?')).toBe(
      'https://wa.me/525512345678?text=Hola%2C%20%C2%BFhay%20lugar%3F',
    );
  });

  it('gives no link without a full number', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink('12345')).toBeNull();
  });
});

describe('bannerTarget', () => {
  const config = parseStudioConfig(entries({ domain: 'estudio.test' }));

  it('is internal when the link is on the configured domain', () => {
    expect(bannerTarget(config, 'https://estudio.test/paquetes')).toEqual({ kind: 'internal', path: '/paquetes' });
    expect(bannerTarget(config, 'https://www.estudio.test/avisos?x=1')).toEqual({ kind: 'internal', path: '/avisos?x=1' });
    expect(bannerTarget(config, 'http://ESTUDIO.test:4173')).toEqual({ kind: 'internal', path: '/' });
    expect(bannerTarget(config, 'estudio.test/calendario')).toEqual({ kind: 'internal', path: '/calendario' });
    expect(bannerTarget(config, '/registro')).toEqual({ kind: 'internal', path: '/registro' });
  });

  it('is external in a new window otherwise', () => {
    expect(bannerTarget(config, 'https://instagram.com/estudio')).toEqual({
      kind: 'external',
      url: 'https://instagram.com/estudio',
    });
    expect(bannerTarget(config, 'instagram.com/estudio')).toEqual({ kind: 'external', url: 'https://instagram.com/estudio' });
    expect(bannerTarget(config, 'https://notestudio.test/x')).toMatchObject({ kind: 'external' });
    expect(bannerTarget(config, 'https://estudio.test.evil.com/x')).toMatchObject({ kind: 'external' });
  });

  it('never links to a script or an empty target', () => {
    expect(bannerTarget(config, 'javascript:alert(1)')).toBeNull();
    expect(bannerTarget(config, '   ')).toBeNull();
    expect(bannerTarget(config, null)).toBeNull();
  });

  it('treats every absolute link as external without a domain', () => {
    expect(bannerTarget(parseStudioConfig([]), 'https://estudio.test/x')).toMatchObject({ kind: 'external' });
  });
});

describe('links in the configuration', () => {
  it('keep http(s) addresses and site paths, and drop every other scheme', () => {
    const config = parseStudioConfig([
      { key: 'logo', value: '/demo/logo.svg' },
      { key: 'favicon', value: 'favicon.png' },
      { key: 'navbar_logo', value: 'https://cdn.example.com/logo.png' },
      { key: 'bg_login', value: '//evil.example/bg.png' },
      { key: 'bg_signup', value: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { key: 'social_image', value: ' JAVASCRIPT:alert(1)' },
    ]);
    expect(parseStudioConfig([{ key: 'favicon', value: 'javascript:alert(1)' }]).appearance.favicon).toBeNull();
    expect(config.appearance).toMatchObject({
      favicon: 'favicon.png', logo: '/demo/logo.svg', navbarLogo: 'https://cdn.example.com/logo.png',
      bgLogin: null, bgSignup: null, socialImage: null,
    });
  });
});
