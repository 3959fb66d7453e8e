import { describe, expect, it } from 'vitest';
import { parseStudioConfig } from '@estudio/core';
import { demoConfigEntries } from '../../testing/fakeServices.js';
import type { PublicAvailability } from '../../features/public/available.js';
import { navbarLogo, publicNavLinks } from './nav.rules.js';

const config = (settings: Parameters<typeof demoConfigEntries>[0]) => parseStudioConfig(demoConfigEntries(settings));
const everything: PublicAvailability = {
  landingSections: ['hero', 'about', 'mission', 'classTypes', 'coaches', 'packages', 'announcements', 'schedule'],
  packagesPage: false,
  classTypePage: false,
};

describe('publicNavLinks', () => {
  it('anchors About, Horarios and Paquetes when their sections are enabled and rendered', () => {
    const links = publicNavLinks(config({ class_packages_name: 'Membresías' }), everything);
    expect(links.map((l) => [l.label, l.to])).toEqual([
      ['Nosotros', '/#nosotros'],
      ['Horarios', '/#horarios'],
      ['Membresías', '/#paquetes'],
    ]);
  });

  it('follows the flags', () => {
    const links = publicNavLinks(config({ about_enabled: 'false', schedule_enabled: 'true', packages_enabled: 'false' }), everything);
    expect(links.map((l) => l.key)).toEqual(['schedule']);
  });

  it('links the packages screen with its configured name and path once it exists', () => {
    const links = publicNavLinks(config({ class_packages_name: 'Planes', class_packages_path: '/planes', packages_enabled: 'false' }), {
      ...everything,
      packagesPage: true,
    });
    expect(links.find((l) => l.key === 'packages')).toEqual({ key: 'packages', label: 'Planes', to: '/planes' });
  });

  it('never links a section this build does not render', () => {
    const links = publicNavLinks(config({}), { landingSections: ['hero', 'about'], packagesPage: false, classTypePage: false });
    expect(links.map((l) => l.key)).toEqual(['about']);
  });
});

describe('navbarLogo', () => {
  it('prefers navbar_logo, then logo, then none', () => {
    expect(navbarLogo(config({ navbar_logo: 'nav.png', logo: 'logo.png' }))).toBe('nav.png');
    expect(navbarLogo(config({ navbar_logo: '', logo: 'logo.png' }))).toBe('logo.png');
    expect(navbarLogo(config({ navbar_logo: '', logo: '' }))).toBeNull();
  });
});
