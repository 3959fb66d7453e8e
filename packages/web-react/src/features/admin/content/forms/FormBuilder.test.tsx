import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, errorOf, FORM_ERRORS, messages, type CataloguePage, type CustomField, type Form, type FormBody } from '@estudio/core';
import { demoCustomFields, demoForms } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { desktopViewport, PHONE } from '../../catalogue/testing/catalogueScreen.js';
import { answered, deskCatalogueStub, failed } from '../../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../../testing/renderAdmin.js';

const PROFILE = demoForms[0]!;
const ADDRESS = demoForms[5]!;
const byId = (id: number) => demoForms.find((form) => form.form_id === id);

/** The builder at `route`, its forms read from the demo's, saving whatever it is sent. */
const renderBuilder = (route = '/admin/formularios/1', forms: Partial<Parameters<typeof deskCatalogueStub>[0] & object>['forms'] = {}) => {
  const deskCatalogue = deskCatalogueStub({
    forms: {
      one: (id) => (byId(id) ? answered(byId(id)!) : failed(errorOf(FORM_ERRORS.formNotFound))),
      list: () => answered<CataloguePage<Form>>({ rows: demoForms, total: demoForms.length }),
      update: (id, body) => answered({ ...byId(id)!, name: body.name ?? '' }),
      create: (body) => answered({ form_id: 9, name: body.name, form_fields: [] }),
      ...forms,
    },
    customFields: { list: () => answered<CataloguePage<CustomField>>({ rows: demoCustomFields, total: demoCustomFields.length }) },
  });
  const rendered = renderAdmin(route, { deskCatalogue });
  return { ...rendered, forms: deskCatalogue.forms };
};

const builder = () => screen.findByRole('list', { name: 'Campos del formulario' }, FIRST_LOAD);
const preview = () => screen.getByRole('region', { name: 'Vista previa' });
/** A field's row in the builder's list, by the label it shows. */
const rowOf = async (label: string) => within(await builder()).getByText(label, { selector: 'span' }).closest('li') as HTMLElement;
const sentBody = (calls: unknown[][]) => calls.at(-1)?.at(-1) as Required<FormBody>;

const viewport = desktopViewport();

describe("'Formularios': the builder", SLOW, () => {
  it('opens the profile form with its badge, its fields in order and the preview drawn by the customer’s renderer', async () => {
    const { forms } = renderBuilder();
    const list = await builder();
    expect(screen.getByRole('heading', { level: 1, name: 'Información personal' })).toBeTruthy();
    expect(screen.getByText('Formulario de perfil')).toBeTruthy();
    expect(screen.getByText(messages.deskForms.profileFormNote)).toBeTruthy();
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('[id]')?.textContent)).toEqual(PROFILE.form_fields.map((field) => field.label));
    expect(forms.calls.one).toContainEqual([1]);
    const shown = preview();
    expect(within(shown).getByRole('textbox', { name: /^Nombre/ })).toBeTruthy();
    expect(within(shown).getByRole('combobox', { name: '¿Cómo nos conociste? (Opcional)' })).toBeTruthy();
    // 'Cuéntanos' shows only when the reason is 'Otro', as for the customer.
    expect(within(shown).queryByRole('textbox', { name: /Cuéntanos/ })).toBeNull();
    await userEvent.type(within(shown).getByRole('combobox', { name: /Cómo nos conociste/ }), 'otr');
    await userEvent.click(within(shown).getByRole('option', { name: 'Otro' }));
    expect(within(shown).getByRole('textbox', { name: 'Cuéntanos (Opcional)' })).toBeTruthy();
  });

  it('adds a field whose key follows its label, sees it in the preview at once, and saves the form with it', async () => {
    const { forms } = renderBuilder();
    await builder();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
    const editor = await screen.findByRole('group', { name: 'Campo sin etiqueta' });
    expect(document.activeElement).toBe(within(editor).getByLabelText(/^Tipo/));
    await userEvent.type(within(editor).getByLabelText(/^Etiqueta/), 'Talla de zapato');
    const opened = screen.getByRole('group', { name: 'Talla de zapato' });
    expect((within(opened).getByLabelText(/^Clave/) as HTMLInputElement).value).toBe('talla_de_zapato');
    // On the profile form, a key that is no customer field nor custom field saves nothing: the builder says so.
    expect(within(opened).getByText(messages.deskForms.notSaved)).toBeTruthy();
    await userEvent.selectOptions(within(opened).getByLabelText(/^Tipo/), 'Número');
    expect(within(preview()).getByRole('spinbutton', { name: 'Talla de zapato (Opcional)' })).toBeTruthy();
    await userEvent.click(within(opened).getByRole('checkbox', { name: /Obligatorio/ }));
    expect(within(preview()).getByRole('spinbutton', { name: /^Talla de zapato/ }).getAttribute('aria-required')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Formulario guardado.')).toBeTruthy();
    const body = sentBody(forms.calls.update);
    expect(forms.calls.update[0]?.[0]).toBe(1);
    expect(body.form_fields.at(-1)).toEqual({
      key: 'talla_de_zapato', type: 'number', label: 'Talla de zapato', order: PROFILE.form_fields.length, required: true,
      options: null, precondition: null, className: 'col-md-6', step: null, value: null,
    });
    expect(body.form_fields.slice(0, -1).map((field) => field.key)).toEqual(PROFILE.form_fields.map((field) => field.key));
    // Back on the list, as spec 4's rule runs its callback.
    expect(await screen.findByRole('heading', { level: 1, name: 'Formularios' }, FIRST_LOAD)).toBeTruthy();
  });

  it('adds one of the customer custom fields to the profile form, with where its answer is saved', async () => {
    const { forms } = renderBuilder();
    await builder();
    await userEvent.selectOptions(screen.getByLabelText(/^Agregar un campo personalizado/), 'Tu objetivo (objetivo)');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const editor = await screen.findByRole('group', { name: 'Tu objetivo' });
    expect(within(editor).getByText('Se guarda en el campo personalizado «Tu objetivo».')).toBeTruthy();
    expect(within(preview()).getByRole('textbox', { name: 'Tu objetivo (Opcional)' })).toBeTruthy();
    // It is in the form now: the picker offers only the others.
    expect(within(screen.getByLabelText(/^Agregar un campo personalizado/)).queryByRole('option', { name: 'Tu objetivo (objetivo)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Formulario guardado.');
    expect(sentBody(forms.calls.update).form_fields.at(-1)).toMatchObject({ key: 'objetivo', type: 'textarea', className: 'col-12' });
  });

  it("shows each field's 'Valor inicial' in the preview as it is typed, and keeps what was answered there until 'Borrar respuestas'", async () => {
    renderBuilder();
    await builder();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
    await userEvent.type(within(await screen.findByRole('group', { name: 'Campo sin etiqueta' })).getByLabelText(/^Etiqueta/), 'Ciudad');
    const editor = screen.getByRole('group', { name: 'Ciudad' });
    const start = within(editor).getByLabelText(/^Valor inicial/);
    await userEvent.type(start, 'Monterrey');
    const city = () => within(preview()).getByRole('textbox', { name: 'Ciudad (Opcional)' }) as HTMLInputElement;
    expect(city().value).toBe('Monterrey');
    await userEvent.clear(start);
    await userEvent.type(start, 'Puebla');
    expect(city().value).toBe('Puebla');
    await userEvent.clear(city());
    await userEvent.type(city(), 'León');
    await userEvent.clear(start);
    await userEvent.type(start, 'Mérida');
    expect(city().value).toBe('León');
    await userEvent.click(within(preview()).getByRole('button', { name: 'Borrar respuestas' }));
    expect(city().value).toBe('Mérida');
  });

  it("says when the custom fields or the address form fail to load, with 'Reintentar', the builder still working", async () => {
    let customCalls = 0;
    let addressCalls = 0;
    const deskCatalogue = deskCatalogueStub({
      forms: {
        one: (id) => (id === ADDRESS.form_id && ++addressCalls === 1 ? failed() : answered(byId(id)!)),
      },
      customFields: {
        list: () => (++customCalls === 1 ? failed() : answered<CataloguePage<CustomField>>({ rows: demoCustomFields, total: demoCustomFields.length })),
      },
    });
    renderAdmin('/admin/formularios/1', { deskCatalogue });
    await builder();
    const custom = screen.getByText(messages.deskForms.customFieldsFailed).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByLabelText(/^Agregar un campo personalizado/)).toBeNull();
    await userEvent.click(within(custom).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText(/^Agregar un campo personalizado/)).toBeTruthy();
    expect(screen.queryByText(messages.deskForms.customFieldsFailed)).toBeNull();
    const address = screen.getByText(messages.deskForms.addressFormFailed).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(address).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText(messages.deskForms.addressFormFailed)).toBeNull());
    expect(addressCalls).toBe(2);
  });

  it('moves fields with the arrows beside them, in the list and in the preview', async () => {
    const { forms } = renderBuilder();
    await builder();
    await userEvent.click(screen.getByRole('button', { name: 'Bajar Nombre' }));
    const labels = within(preview()).getAllByRole('textbox').map((input) => input.getAttribute('name'));
    expect(labels.slice(0, 2)).toEqual(['last_name', 'name']);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Formulario guardado.');
    expect(sentBody(forms.calls.update).form_fields.slice(0, 3).map((field) => [field.key, field.order])).toEqual([['last_name', 0], ['name', 1], ['phone', 2]]);
  });

  it('refuses what the API would refuse next to the field, sending nothing: a select without options, a key twice', async () => {
    const { forms } = renderBuilder();
    await builder();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
    let editor = await screen.findByRole('group', { name: 'Campo sin etiqueta' });
    await userEvent.type(within(editor).getByLabelText(/^Etiqueta/), 'Nivel');
    editor = screen.getByRole('group', { name: 'Nivel' });
    await userEvent.selectOptions(within(editor).getByLabelText(/^Tipo/), 'Lista de opciones');
    const instagram = await rowOf('Instagram');
    await userEvent.click(within(instagram).getByRole('button', { name: 'Editar' }));
    const other = screen.getByRole('group', { name: 'Instagram' });
    await userEvent.clear(within(other).getByLabelText(/^Clave/));
    await userEvent.type(within(other).getByLabelText(/^Clave/), 'phone');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(editor).findByText(messages.formsApi.selectNeedsOptions)).toBeTruthy();
    expect(within(other).getByText(messages.formsApi.fieldKeysRepeated)).toBeTruthy();
    expect(screen.getByText('Revisa los campos faltantes o inválidos.')).toBeTruthy();
    expect(forms.calls.update ?? []).toHaveLength(0);
    await userEvent.click(within(editor).getByRole('button', { name: 'Agregar opción' }));
    await userEvent.type(within(editor).getByLabelText(/^Texto de la opción 1/), 'Alto');
    await userEvent.clear(within(other).getByLabelText(/^Clave/));
    await userEvent.type(within(other).getByLabelText(/^Clave/), 'instagram');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Formulario guardado.');
    expect(sentBody(forms.calls.update).form_fields.at(-1)).toMatchObject({ key: 'nivel', type: 'select', options: [{ value: 'Alto', label: 'Alto' }] });
  });

  it('shows a field only when another holds a value, and splits the form in steps, both in the preview', async () => {
    const { forms } = renderBuilder();
    await builder();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
    await userEvent.type(within(await screen.findByRole('group', { name: 'Campo sin etiqueta' })).getByLabelText(/^Etiqueta/), 'Quién te recomendó');
    const editor = screen.getByRole('group', { name: 'Quién te recomendó' });
    await userEvent.selectOptions(within(editor).getByLabelText(/^Mostrar solo si/), '¿Cómo nos conociste?');
    await userEvent.selectOptions(within(editor).getByLabelText(/^Tiene el valor/), 'Recomendación');
    await userEvent.selectOptions(within(editor).getByLabelText(/^Paso/), 'Paso 2');
    expect(within(await rowOf('Quién te recomendó')).getByText('Solo si «¿Cómo nos conociste?» es «Recomendación»')).toBeTruthy();

    const shown = preview();
    expect(within(shown).getByText('Paso 1 de 2')).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: 'Siguiente' }));
    // Step 1's required fields first, as the customer would read it.
    expect(await within(shown).findByText('Revisa los campos faltantes o inválidos.')).toBeTruthy();
    await userEvent.type(within(shown).getByRole('textbox', { name: /^Nombre/ }), 'Ana');
    await userEvent.type(within(shown).getByRole('textbox', { name: /^Apellidos/ }), 'López');
    await userEvent.type(within(shown).getByRole('textbox', { name: /^Teléfono/ }), '5512345678');
    await userEvent.type(within(shown).getByRole('combobox', { name: /Cómo nos conociste/ }), 'recom');
    await userEvent.click(within(shown).getByRole('option', { name: 'Recomendación' }));
    await userEvent.click(within(shown).getByRole('button', { name: 'Siguiente' }));
    expect(await within(shown).findByText('Paso 2 de 2')).toBeTruthy();
    expect(within(shown).getByRole('textbox', { name: 'Quién te recomendó (Opcional)' })).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: 'Probar envío' }));
    expect(await within(shown).findByText('Todo en orden: así se enviaría.')).toBeTruthy();
    // Any change to an answer takes the verdict back, with the first key typed.
    await userEvent.type(within(shown).getByRole('textbox', { name: 'Quién te recomendó (Opcional)' }), 'A');
    expect(within(shown).queryByText('Todo en orden: así se enviaría.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Formulario guardado.');
    expect(sentBody(forms.calls.update).form_fields.at(-1)).toMatchObject({ key: 'quien_te_recomendo', precondition: 'signup_reason=Recomendación', step: 2 });
  });

  it("creates a new form from 'nueva' (a create), its name required", async () => {
    const { forms } = renderBuilder('/admin/formularios/nueva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo formulario' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(messages.deskForms.noFieldsYet)).toBeTruthy();
    expect(within(preview()).getByText(messages.deskForms.previewEmpty)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debes llenar este campo.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Nombre del formulario/), 'Encuesta de bienvenida');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
    await userEvent.type(within(await screen.findByRole('group', { name: 'Campo sin etiqueta' })).getByLabelText(/^Etiqueta/), '¿Qué te trae?');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicar' }));
    expect(await screen.findByRole('group', { name: '¿Qué te trae? (copia)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Formulario guardado.')).toBeTruthy();
    expect(forms.calls.update ?? []).toHaveLength(0);
    expect(sentBody(forms.calls.create).form_fields.map((field) => [field.key, field.label])).toEqual([['que_te_trae', '¿Qué te trae?'], ['que_te_trae_2', '¿Qué te trae? (copia)']]);
  });

  it("keeps the address form's city, state and country, and the server's refusal in the form", async () => {
    renderBuilder('/admin/formularios/6', { update: () => failed(errorOf(FORM_ERRORS.addressFormFields)) });
    await builder();
    expect(screen.getByText('Formulario de dirección')).toBeTruthy();
    for (const label of ['Ciudad', 'Estado', 'País']) {
      const row = await rowOf(label);
      expect(within(row).queryByRole('button', { name: 'Quitar' })).toBeNull();
      expect(within(row).getByText('Necesario para la dirección')).toBeTruthy();
    }
    await userEvent.click(within(await rowOf('Ciudad')).getByRole('button', { name: 'Editar' }));
    expect((within(screen.getByRole('group', { name: 'Ciudad' })).getByLabelText(/^Clave/) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(await rowOf('Interior')).getByRole('button', { name: 'Quitar' }));
    expect(within(preview()).queryByRole('textbox', { name: /Interior/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(messages.formsApi.addressFormFields)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: ADDRESS.name })).toBeTruthy();
  });

  it("reads a form that does not exist as the server's refusal, with 'Reintentar'", async () => {
    renderBuilder('/admin/formularios/77', { one: () => failed(appError(FORM_ERRORS.formNotFound.code, messages.formsApi.formNotFound, 404)) });
    expect(await screen.findByText(messages.formsApi.formNotFound, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver a Formularios/ }).getAttribute('href')).toBe('/admin/formularios');
  });

  it('puts the fields and the preview in tabs on a phone', async () => {
    viewport.resize(PHONE);
    renderBuilder();
    await builder();
    const tabs = screen.getByRole('tablist', { name: 'Editor del formulario' });
    expect(within(tabs).getByRole('tab', { name: 'Campos' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Vista previa' })).toBeNull();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Vista previa' }));
    expect(screen.getByRole('region', { name: 'Vista previa' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Campos del formulario' })).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Campos' }).getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Campos' }));
  });

  it('has no serious axe violation, a field open', async () => {
    renderBuilder();
    await builder();
    await userEvent.click(within(await rowOf('¿Cómo nos conociste?')).getByRole('button', { name: 'Editar' }));
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
