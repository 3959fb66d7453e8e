import { describe, expect, it } from 'vitest';
import { parseStudioConfig, type StudioConfig } from '@estudio/core';
import { MEMBER_SCREENS, memberLinks } from './memberLinks.js';

const configWith = (settings: Record<string, string>): StudioConfig =>
  parseStudioConfig(Object.entries(settings).map(([key, value]) => ({ key, value })));

const ALL_FLAGS = {
  single_class_enabled: 'true',
  videos_enabled: 'true',
  subscriptions_enabled: 'true',
  allow_restricted_class_types: 'true',
};

const everyScreen = new Set<string>(Object.values(MEMBER_SCREENS));
const labels = (links: readonly { label: string }[]) => links.map((link) => link.label);

describe('memberLinks', () => {
  it("lists the navbar's own links and the 'Mi Cuenta' group in the spec order when every flag is on and every screen exists", () => {
    const links = memberLinks(configWith(ALL_FLAGS), everyScreen);
    expect(labels(links.navbar)).toEqual(['Clases Presenciales', 'Online', 'Paquetes', 'Mis Reservaciones']);
    expect(labels(links.account)).toEqual(['Mi Información', 'Mis Compras', 'Mis Cargos', 'Mis Créditos']);
  });

  it("keeps every link of spec 2's navbar, in the bar or in 'Mi Cuenta', and nothing twice", () => {
    const links = memberLinks(configWith(ALL_FLAGS), everyScreen);
    const shown = [...links.navbar, ...links.account].map((link) => link.screen);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toEqual(expect.arrayContaining(Object.values(MEMBER_SCREENS).filter((screen) => screen !== MEMBER_SCREENS.paymentMethods)));
  });

  it('hides the flagged links when their flags are off', () => {
    const links = memberLinks(
      configWith({ single_class_enabled: 'false', videos_enabled: 'false', subscriptions_enabled: 'false', allow_restricted_class_types: 'false' }),
      everyScreen,
    );
    expect(labels(links.navbar)).toEqual(['Paquetes', 'Mis Reservaciones']);
    expect(labels(links.menu)).toEqual(['Calendario', 'Reservaciones', 'Paquetes']);
    expect(labels(links.account)).toEqual(['Mi Información', 'Mis Compras']);
  });

  it('orders the drawer as the spec does and shows Online only with videos', () => {
    const links = memberLinks(configWith(ALL_FLAGS), everyScreen);
    expect(labels(links.menu)).toEqual(['Calendario', 'Online', 'Reservaciones', 'Paquetes']);
  });

  it("shows 'Mis Créditos' in 'Mi Cuenta' only with allow_restricted_class_types, so phones reach it too", () => {
    const on = memberLinks(configWith(ALL_FLAGS), everyScreen);
    expect(on.account).toContainEqual({ screen: '/mystudio/creditos', to: '/mystudio/creditos', label: 'Mis Créditos' });
    const off = memberLinks(configWith({ ...ALL_FLAGS, allow_restricted_class_types: 'false' }), everyScreen);
    expect(labels(off.account)).not.toContain('Mis Créditos');
  });

  it("adds 'Mis Método de Pago' to 'Mi Cuenta' only with payment_sources_enabled, never to the bar itself", () => {
    const on = memberLinks(configWith({ ...ALL_FLAGS, payment_sources_enabled: 'true' }), everyScreen);
    expect(on.account.at(-1)).toEqual({ screen: '/mystudio/metodos', to: '/mystudio/metodos', label: 'Mis Método de Pago' });
    expect(labels(on.navbar)).not.toContain('Mis Método de Pago');
    const off = memberLinks(configWith({ ...ALL_FLAGS, payment_sources_enabled: 'false' }), everyScreen);
    expect(labels(off.account)).not.toContain('Mis Método de Pago');
  });

  it("shows 'Mis Cargos' only with subscriptions_enabled", () => {
    const off = memberLinks(configWith({ ...ALL_FLAGS, subscriptions_enabled: 'false' }), everyScreen);
    expect(labels(off.navbar)).not.toContain('Mis Cargos');
    expect(labels(off.account)).not.toContain('Mis Cargos');
  });

  it('links only the screens that exist', () => {
    const links = memberLinks(configWith(ALL_FLAGS), new Set([MEMBER_SCREENS.calendar]));
    expect(links.navbar).toEqual([{ screen: '/mystudio', to: '/mystudio', label: 'Clases Presenciales' }]);
    expect(labels(links.menu)).toEqual(['Calendario']);
    expect(links.account).toEqual([]);
  });

  it('uses the configured packages name and path', () => {
    const config = configWith({ class_packages_name: 'Membresías', class_packages_path: '/planes' });
    const [link] = memberLinks(config, new Set([MEMBER_SCREENS.packages])).navbar;
    expect(link).toEqual({ screen: '/mystudio/paquetes', to: '/mystudio/planes', label: 'Membresías' });
  });
});
