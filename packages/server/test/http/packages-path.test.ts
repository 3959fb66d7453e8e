import { expect, it } from 'vitest';
import { AppConfigResponse, packagesLink, parseStudioConfig } from '@estudio/core';
import { withSettings } from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** The packages path GET /appconfig serves, and where the public and member packages links then go. */
const served = async (h: Harness) => {
  const answer = await h.request('GET', '/api/appconfig');
  expect(answer.status, answer.text).toBe(200);
  const entries = AppConfigResponse.parse(answer.body).config;
  const config = parseStudioConfig(entries);
  return {
    stored: entries.find((entry) => entry.key === 'class_packages_path')?.value,
    public: packagesLink(config, 'public').path,
    member: packagesLink(config, 'member').path,
  };
};

onEachDatabase("class_packages_path never lands on another screen ('Mis Compras' at /mystudio/membresias)", (h) => {
  it.each([
    ['/membresias', '/paquetes'],
    ['membresias/', '/paquetes'],
    ['/Membresias', '/paquetes'],
    ['/informacion', '/paquetes'],
    ['/avisos', '/paquetes'],
    ['/mystudio', '/paquetes'],
    ['/tienda', '/tienda'],
    ['/membresia', '/membresia'],
  ])('a stored %s is served as %s', async (path, expected) => {
    await withSettings(h().db, { class_packages_path: path }, async () => {
      const links = await served(h());
      expect(links.stored === path || links.stored === expected).toBe(true);
      expect(links.public).toBe(expected);
      expect(links.member).toBe(`/mystudio${expected}`);
      expect(links.member).not.toBe('/mystudio/membresias');
    });
  });
});
