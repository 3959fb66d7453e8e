import { describe, expect, it } from 'vitest';
import { parseStudioConfig, type StudioConfig } from '@estudio/core';
import { pagePlan, type PageRead } from './boot.js';

const config = parseStudioConfig([]);
/** The plan as paths of what it embeds (with their parameters) and whether it renders. */
const planOf = (path: string, studio: StudioConfig = config) => {
  const { reads, render, week } = pagePlan(path, studio);
  const named = ({ endpoint, params, query }: PageRead) =>
    [endpoint.id, params ? JSON.stringify(params) : null, query ? `?${JSON.stringify(query)}` : null].filter(Boolean).join(' ');
  return { render, reads: reads.map(named), ...(week ? { week: named(week) } : {}) };
};

describe('pagePlan: what the server embeds in each page and which pages it renders', () => {
  it('renders the landing with its public reads, and the chrome\'s reads on every page', () => {
    expect(planOf('/')).toEqual({ render: true, reads: ['pagesList', 'classTypesList', 'instructorsHome', 'announcementsList', 'packagesList'] });
    // The browser's router reads /index.html as a CMS page's path: the reads stay, nothing is rendered.
    expect(planOf('/index.html')).toEqual({ render: false, reads: ['pagesList', 'classTypesList', 'instructorsHome', 'announcementsList', 'packagesList'] });
  });

  it('renders the public pages with the reads they show', () => {
    expect(planOf('/paquetes')).toEqual({ render: true, reads: ['pagesList', 'packagesList'] });
    expect(planOf('/paquetes/')).toEqual({ render: true, reads: ['pagesList', 'packagesList'] });
    expect(planOf('/avisos')).toEqual({ render: true, reads: ['pagesList', 'announcementsList'] });
    // A coach's and a class type's calendars embed the weeks they open on (the loader walks them from the range-less read).
    expect(planOf('/coach/12')).toEqual({ render: true, reads: ['pagesList', 'instructorOne {"id":"12"}'], week: 'scheduleByInstructor {"id":"12"}' });
    expect(planOf('/class_type/3')).toEqual({
      render: true, reads: ['pagesList', 'classTypeOne {"id":"3"}', 'locationsList'], week: 'scheduleList ?{"class_type_id":"3"}',
    });
    expect(planOf('/aviso-de-privacidad')).toEqual({ render: true, reads: ['pagesList', 'pageBySlug {"slug":"aviso-de-privacidad"}'] });
    // The server hands the path over decoded; a malformed escape stays as typed (and finds no page), never throws.
    expect(planOf('/términos').reads).toContain('pageBySlug {"slug":"términos"}');
    expect(planOf('/%').reads).toContain('pageBySlug {"slug":"%"}');
    expect(planOf('/%E0%A4%A').render).toBe(true);
    // A coach's two pages embed her, by the number the page reads.
    expect(planOf('/instructor/4')).toEqual({ render: true, reads: ['pagesList', 'instructorOne {"id":"4"}'], week: 'scheduleByInstructor {"id":"4"}' });
    expect(planOf('/coach/007').reads).toContain('instructorOne {"id":"7"}');
    expect(planOf('/coach/007').week).toBe('scheduleByInstructor {"id":"7"}');
    for (const path of ['/ubicacion', '/preguntas-frecuentes', '/entrar', '/login', '/registro', '/recuperar', '/Entrar']) {
      expect(planOf(path), path).toEqual({ render: true, reads: ['pagesList'] });
    }
    // 'Horarios': the studio's weeks and its location filter.
    for (const path of ['/calendario', '/Calendario', '/calendario/']) {
      expect(planOf(path), path).toEqual({ render: true, reads: ['pagesList', 'locationsList'], week: 'scheduleList' });
    }
  });

  it("finds the Packages screen at the studio's configured path", () => {
    const studio = { ...config, files: { ...config.files, packagesPath: '/planes' } };
    expect(planOf('/planes', studio)).toEqual({ render: true, reads: ['pagesList', 'packagesList'] });
    expect(planOf('/paquetes', studio).reads).toContain('pageBySlug {"slug":"paquetes"}');
  });

  it("renders the member area's frame, the same for everyone (her screen is the browser's), but not its links opened with a token", () => {
    for (const path of ['/mystudio', '/mystudio/', '/MyStudio', '/mystudio/reservaciones', '/mystudio/informacion']) {
      expect(planOf(path), path).toEqual({ render: true, reads: ['pagesList'] });
    }
    for (const path of ['/mystudio/cancelar', '/mystudio/lista-de-espera/oferta']) {
      expect(planOf(path), path).toEqual({ render: false, reads: ['pagesList'] });
    }
    const firebase = { ...config, identity: { provider: 'firebase', apiKey: 'k', authDomain: 'd', projectId: 'p', emailLink: false, social: [] } } as StudioConfig;
    expect(planOf('/mystudio', firebase).render).toBe(false);
  });

  it("leaves a visitor's own pages and the back office to the browser", () => {
    for (const path of ['/admin', '/ADMIN', '/admin/clientes/3', '/checkout/4', '/gracias/9', '/recuperar/nueva', '/entrar/enlace', '/confirmar-correo', '/coach/abc', '/a/b/c']) {
      expect(planOf(path), path).toEqual({ render: false, reads: ['pagesList'] });
    }
  });

  it('leaves the sign-in pages to the browser when the studio signs in with Firebase (its buttons are the browser\'s)', () => {
    const firebase = { ...config, identity: { provider: 'firebase', apiKey: 'k', authDomain: 'd', projectId: 'p', emailLink: false, social: [] } } as StudioConfig;
    for (const path of ['/entrar', '/login', '/registro', '/recuperar', '/Entrar']) expect(planOf(path, firebase).render, path).toBe(false);
    expect(planOf('/', firebase).render).toBe(true);
  });
});
