import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultConfigEntries, errorOf, REQUEST_ERRORS, type ConfigEntry, type DeskSettingsApi, type SettingsBody } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { desktopViewport, PHONE } from '../catalogue/testing/catalogueScreen.js';
import { answered, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const STORED = defaultConfigEntries({ business_name: 'Estudio Demo', primary: '#0f5257', light: '#f7f3ee', about_enabled: 'true', mission_enabled: 'false' });

/** A settings port that answers what it is given and records its calls. */
const settingsStub = (answers: Partial<DeskSettingsApi> = {}) => {
  const calls = { read: 0, save: [] as SettingsBody[] };
  const port: DeskSettingsApi = {
    read: () => {
      calls.read += 1;
      return answers.read ? answers.read() : answered<readonly ConfigEntry[]>(STORED);
    },
    save: (changes) => {
      calls.save.push(changes);
      if (answers.save) return answers.save(changes);
      const changed = Object.entries(changes).map(([key, value]) => ({ key, value: String(value) }));
      return answered<readonly ConfigEntry[]>([...STORED.filter((entry) => !(entry.key in changes)), ...changed]);
    },
  };
  return { port, calls };
};

const renderSettings = (answers: Partial<DeskSettingsApi> = {}, route = '/admin/configuracion', signedInAs?: string) => {
  const { port, calls } = settingsStub(answers);
  const rendered = renderAdmin(route, {}, { services: { deskSettings: port }, ...(signedInAs ? { signedInAs } : {}) });
  return { ...rendered, calls };
};
const form = (name: string) => screen.findByRole('form', { name }, FIRST_LOAD);
const field = (within_: HTMLElement, label: RegExp) => within(within_).getByLabelText(label, { selector: 'input, textarea, select' }) as HTMLInputElement;

const viewport = desktopViewport();

describe("'Configuración'", SLOW, () => {
  it("shows 'Marca' first, prefilled from the stored settings, with the contract's sections and 'Ver sitio'", async () => {
    renderSettings();
    const marca = await form('Marca');
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secciones de la configuración' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Marca', 'Inicio', 'Contacto', 'Funciones', 'Reglas', 'Cobros', 'Archivos e identidad']);
    expect(within(nav).getByRole('link', { name: 'Marca' }).getAttribute('aria-current')).toBe('page');
    expect(field(marca, /^Nombre del negocio/).value).toBe('Estudio Demo');
    expect(field(marca, /^Color principal/).value).toBe('#0f5257');
    expect(within(marca).getByText('Aparece en la barra, en los correos y en la pestaña del navegador.')).toBeTruthy();
    const site = screen.getByRole('link', { name: /^Ver sitio\s*\(se abre en una pestaña nueva\)/ });
    expect(site.getAttribute('href')).toBe('/');
    expect(site.getAttribute('target')).toBe('_blank');
  });

  it("sends only the changed keys on 'Guardar', then starts again from what was saved", async () => {
    const { calls } = renderSettings();
    const marca = await form('Marca');
    await userEvent.clear(field(marca, /^Nombre del negocio/));
    await userEvent.type(field(marca, /^Nombre del negocio/), 'Estudio Luna');
    await userEvent.click(within(marca).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Configuración guardada.')).toBeTruthy();
    expect(calls.save).toEqual([{ business_name: 'Estudio Luna' }]);
    await userEvent.click(within(await form('Marca')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No hay cambios que guardar.')).toBeTruthy();
    expect(calls.save).toHaveLength(1);
  });

  it('checks each field with the route\'s rules, in Spanish next to the field, and sends nothing', async () => {
    const { calls } = renderSettings();
    const marca = await form('Marca');
    await userEvent.clear(field(marca, /^Color principal/));
    await userEvent.type(field(marca, /^Color principal/), 'rojo');
    await userEvent.clear(field(marca, /^Nombre del negocio/));
    await userEvent.click(within(marca).getByRole('button', { name: 'Guardar' }));
    expect(await within(marca).findByText('El color debe tener el formato #rrggbb.')).toBeTruthy();
    expect(within(marca).getByText('Debes llenar este campo.')).toBeTruthy();
    expect(field(marca, /^Color principal/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.save).toHaveLength(0);
  });

  it('previews the colours and warns of a pair below WCAG AA', async () => {
    renderSettings();
    const marca = await form('Marca');
    expect(within(marca).getByText('Los colores tienen buen contraste.')).toBeTruthy();
    await userEvent.clear(field(marca, /^Color principal/));
    await userEvent.type(field(marca, /^Color principal/), '#9ad1d4');
    expect(await within(marca).findByText(/Contraste bajo \(\d\.\d:1, mínimo 4\.5:1\): los enlaces del color principal sobre el fondo claro/)).toBeTruthy();
    const nav = within(marca).getByTestId('color-preview').firstElementChild as HTMLElement;
    expect(nav.style.backgroundColor).toBe('rgb(154, 209, 212)');
  });

  it("keeps the server's refusal in the form", async () => {
    renderSettings({ save: () => failed(errorOf(REQUEST_ERRORS.invalidBody, 'No existe el paquete 99.')) });
    const marca = await form('Marca');
    await userEvent.type(field(marca, /^Lema/), 'Respira');
    await userEvent.click(within(marca).getByRole('button', { name: 'Guardar' }));
    expect(await within(marca).findByText('No existe el paquete 99.')).toBeTruthy();
  });

  it("opens the section of its address: 'Funciones' as checkboxes, a flag sent as a boolean", async () => {
    const { calls } = renderSettings({}, '/admin/configuracion?seccion=funciones');
    const funciones = await form('Funciones');
    const waitlist = within(funciones).getByRole('checkbox', { name: /Lista de espera/ }) as HTMLInputElement;
    expect(waitlist.checked).toBe(false);
    await userEvent.click(waitlist);
    await userEvent.click(within(funciones).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.save).toEqual([{ waitlist_enabled: true }]));
  });

  it("'Inicio' turns a landing section off; the outline of the home page follows", async () => {
    const { calls } = renderSettings({}, '/admin/configuracion?seccion=inicio');
    const inicio = await form('Inicio');
    const outline = within(inicio).getByTestId('landing-outline');
    expect(within(outline).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Portada', 'Nosotros', 'Paquetes', 'Horario']);
    await userEvent.click(within(inicio).getByRole('checkbox', { name: /^Nosotros/ }));
    expect(within(outline).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Portada', 'Paquetes', 'Horario']);
    await userEvent.click(within(inicio).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.save).toEqual([{ about_enabled: false }]));
  });

  it("'Inicio' moves a section with 'Subir' and 'Bajar', and sends the new order", async () => {
    const { calls } = renderSettings({}, '/admin/configuracion?seccion=inicio');
    const inicio = await form('Inicio');
    expect((within(inicio).getByRole('button', { name: 'Subir Portada' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(inicio).getByRole('button', { name: 'Bajar Horario' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(inicio).getByRole('button', { name: 'Subir Horario' }));
    await userEvent.click(within(inicio).getByRole('button', { name: 'Subir Horario' }));
    const outline = within(inicio).getByTestId('landing-outline');
    expect(within(outline).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Portada', 'Nosotros', 'Horario', 'Paquetes']);
    await userEvent.click(within(inicio).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.save).toEqual([{ schedule_order: '6', packages_order: '7', announcements_order: '8' }]));
  });

  it('moves between sections by their links', async () => {
    renderSettings();
    await form('Marca');
    await userEvent.click(screen.getByRole('link', { name: 'Reglas' }));
    const reglas = await form('Reglas');
    expect(field(reglas, /^Zona horaria/).value).toBe('America/Mexico_City');
    expect((within(reglas).getByRole('combobox', { name: /^Unidad/ }) as HTMLSelectElement).value).toBe('hours');
  });

  it('shows a failure with Reintentar, and the loading state busy', async () => {
    let reads = 0;
    const { calls } = renderSettings({ read: () => (++reads === 1 ? failed() : answered<readonly ConfigEntry[]>(STORED)) });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await form('Marca');
    expect(calls.read).toBe(2);
  });

  it('marks the screen busy while loading', async () => {
    renderSettings({ read: () => never() });
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
  });

  it('fits a phone: the sections in a row, the form one column', async () => {
    viewport.resize(PHONE);
    renderSettings();
    const marca = await form('Marca');
    expect(screen.getByRole('navigation', { name: 'Secciones de la configuración' })).toBeTruthy();
    expect(within(marca).getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });

  it('is for the admin only: the front desk (staff) reads so, and nothing is asked', async () => {
    const { calls } = renderSettings({}, '/admin/configuracion', demoFixtures.accounts.recepcion.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Configuración' })).toBeNull();
    expect(calls.read).toBe(0);
  });

  it.each(['marca', 'inicio', 'cobros'])('has no serious axe violation (%s)', async (section) => {
    renderSettings({}, `/admin/configuracion?seccion=${section}`);
    await screen.findByRole('form', {}, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});

