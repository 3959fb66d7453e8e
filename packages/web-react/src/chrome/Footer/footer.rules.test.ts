import { describe, expect, it } from 'vitest';
import type { ContactConfig } from '@estudio/core';
import { contactLinks, socialUrl } from './footer.rules.js';

const contact = (values: Partial<ContactConfig>): ContactConfig => ({
  whatsapp: null,
  email: null,
  facebook: null,
  instagram: null,
  tiktok: null,
  location: null,
  bannerText: null,
  bannerLink: null,
  ...values,
});

describe('contactLinks', () => {
  it('is empty when nothing is configured', () => {
    expect(contactLinks(contact({}))).toEqual([]);
  });

  it('links WhatsApp with the country prefix 52, mail, and the three networks in order', () => {
    const links = contactLinks(
      contact({ whatsapp: '55 1234 5678', email: 'hola@estudio.test', facebook: 'estudio', instagram: '@estudio', tiktok: 'https://www.tiktok.com/@estudio' }),
    );
    expect(links.map((l) => [l.kind, l.href])).toEqual([
      ['whatsapp', 'https://wa.me/525512345678'],
      ['email', 'mailto:hola@estudio.test'],
      ['facebook', 'https://www.facebook.com/estudio'],
      ['instagram', 'https://www.instagram.com/estudio'],
      ['tiktok', 'https://www.tiktok.com/@estudio'],
    ]);
    expect(links.find((l) => l.kind === 'instagram')?.text).toBe('@estudio');
  });

  it('skips an unusable number or address', () => {
    expect(contactLinks(contact({ whatsapp: '123', email: 'no es correo' }))).toEqual([]);
  });
});

describe('socialUrl', () => {
  it('refuses other schemes', () => {
    expect(socialUrl('facebook', 'javascript:alert(1)')).toBeNull();
  });
});
