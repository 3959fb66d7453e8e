// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { BootData } from '@estudio/core';
import { renderPage } from './entry-server.js';
import { makeFakeServices } from './testing/index.js';

/*
 * Node, as the server: a render that reached for the browser's window or
 * document would fail here. That the browser takes the HTML over without a
 * mismatch is held in a real browser (e2e/server-render.e2e.test.ts): React's
 * server and browser renderers cannot share one process.
 */

/** The demo studio's public answers, as the server embeds them (route path → the route's answer). */
const demoBoot = async (): Promise<{ boot: BootData }> => {
  const services = makeFakeServices();
  const { api } = services;
  const value = async <T,>(result: Promise<{ ok: true; value: T } | { ok: false }>) => {
    const answer = await result;
    if (!answer.ok) throw new Error('the demo read failed');
    return answer.value;
  };
  const answers = {
    '/pages': { pages: await value(api.content.pages()) },
    '/class_types': { class_types: await value(api.catalog.classTypes()) },
    '/instructors/home/all': { instructors: await value(api.catalog.homeInstructors()) },
    '/announcements': { announcements: await value(api.content.announcements()) },
    '/class_packages': { class_packages: await value(api.packages.list()) },
  };
  return { boot: { config: services.config, answers } };
};

/** The server's inert window, as packages/server/src/web/render.ts passes it. */
const { window } = new JSDOM('');

describe('the server render of a public page', () => {
  it('holds the page with its data, not its loading state, and no script', async () => {
    const { boot } = await demoBoot();
    const packages = boot.answers['/class_packages'] as { class_packages: { title: string }[] };
    const coaches = boot.answers['/instructors/home/all'] as { instructors: { name: string }[] };
    const page = await renderPage({ url: '/', boot, now: Date.parse('2026-11-27T12:00:00Z'), window });
    expect(page.html).toContain(boot.config.appearance.businessName);
    expect(page.html).toContain(coaches.instructors[0]!.name);
    expect(page.html).not.toContain('<script');
    const paquetes = await renderPage({ url: '/paquetes', boot, now: Date.parse('2026-11-27T12:00:00Z'), window });
    // The lazy screen is waited for: the page, not its 'Cargando'.
    expect(paquetes.html).toContain(packages.class_packages[0]!.title);
  });
});
