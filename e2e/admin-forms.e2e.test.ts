/**
 * 'Formularios' and 'Campos personalizados' (issue 15, the admin's only):
 * the admin creates a customer custom field in /admin/campos, opens the
 * profile form ('Formulario de perfil') in the builder, adds the field to
 * it, moves it, sees it in the live preview (the customer's own renderer)
 * and saves; socia then finds it on /mystudio/informacion, fills it and
 * it is stored. The custom field cannot be deleted while the profile form
 * uses it; once the admin takes it out of the form in the builder, it is
 * deleted with its values. Axe clean on both lists and the builder, on a
 * desktop and on a phone (where the builder and the preview are tabs).
 * The server is shared with the other journeys: the field is optional and
 * the profile form is put back as it was, whatever happens.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fill, messages, type CustomField, type Customer, type Form } from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { atPath, seen } from './support/app.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { fieldNamed, signInAtDoor, successAlert, team } from './support/desk.js';

/** Resolves after the page has painted twice more: what dnd-kit needs to measure before a key moves an item. */
const afterFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

const f = messages.deskForms;
const c = messages.deskCatalogue;
const s = messages.profileScreen;
const stamp = Date.now().toString(36);
const KEY = `calzado_${stamp}`;
const LABEL = `Calzado ${stamp}`;

const admin = () => tokenFor(baseUrl(), demo.admin);

/** The profile form as the API answers it. */
const profileForm = async () => (await callJson<{ form: Form }>(baseUrl(), '/api/forms/1')).body.form;

/** The custom fields with this journey's key. */
const ourFields = async () => (await callJson<{ custom_fields: CustomField[] }>(baseUrl(), `/api/custom_fields?key=${KEY}`)).body.custom_fields;

/** Opens an entry of the admin's menu (opening the menu first on a phone). */
const openFromMenu = async (page: Page, label: string) => {
  const menuButton = page.getByRole('button', { name: messages.desk.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: label, exact: true }).click();
  await seen(page.getByRole('heading', { name: label, level: 1 }));
};

/** What a field of a form body holds, as the PUT takes it back. */
const shapeOf = ({ key, name, type, label, order, required, options, precondition, className, step, value }: Form['form_fields'][number]) =>
  ({ key, name, type, label, order, required, options, precondition, className, step, value });

/** A form's fields in order, compared with no `order` (a field added before another moves it one place). */
const unordered = (fields: readonly Form['form_fields'][number][]) => fields.map((field) => ({ ...shapeOf(field), order: undefined }));

const rowNamed = (page: Page, table: string, name: string): Locator =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

describe.skipIf(noBrowser)("the content's forms ('Formularios', 'Campos personalizados')", () => {
  const { newPage } = useBrowser();
  let original: Form | null = null;

  // Whatever happened above: the profile form as it was, and no field of this journey left.
  afterAll(async () => {
    const token = await admin();
    const now = await profileForm();
    // A builder save sends every field again: anything that differs from before (not only this journey's field) is put back.
    const fields = original?.form_fields.map(shapeOf);
    if (fields && JSON.stringify(now.form_fields.map(shapeOf)) !== JSON.stringify(fields)) {
      await callJson(baseUrl(), '/api/forms/1', { method: 'PUT', body: { form_fields: fields }, token });
    }
    for (const field of await ourFields()) await callJson(baseUrl(), `/api/custom_fields/${field.custom_field_id}`, { method: 'DELETE', token });
  });

  it('adds a custom field to the profile form in the builder, which socia then fills on her profile (desktop)', async () => {
    original = await profileForm();
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');

    // 'Campos personalizados': a new optional number field.
    await openFromMenu(page, f.customFields);
    await seen(page.getByRole('table', { name: f.customFields }));
    await expectAccessible(page, '/admin/campos (desktop)');
    await page.getByRole('button', { name: f.newCustomField, exact: true }).click();
    const panel = await seen(dialogNamed(page, f.newCustomFieldTitle));
    await fieldNamed(panel, f.customFieldLabel).fill(LABEL);
    await expect.poll(() => fieldNamed(panel, f.customFieldKey).inputValue()).toBe(KEY);
    await fieldNamed(panel, f.customFieldType).selectOption({ label: f.types.number });
    await expectAccessible(page, "'Nuevo campo personalizado' (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, messages.formsApi.customFieldSaved);
    await seen(rowNamed(page, f.customFields, LABEL));

    // 'Formularios': the profile form in the builder, the field added, moved up, previewed, saved.
    await openFromMenu(page, f.forms);
    await seen(page.getByRole('table', { name: f.forms }));
    await expectAccessible(page, '/admin/formularios (desktop)');
    const profileRow = rowNamed(page, f.forms, 'Información personal');
    await seen(profileRow.getByText(f.profileBadge));
    await profileRow.getByRole('link', { name: c.edit, exact: true }).click();
    await atPath(page, '/admin/formularios/1');
    await seen(page.getByRole('heading', { name: 'Información personal', level: 1 }));
    const fields = await seen(page.getByRole('list', { name: f.fieldsList }));
    await page.getByLabel(new RegExp(`^${f.addCustomField}`)).selectOption({ label: `${LABEL} (${KEY})` });
    await page.getByRole('button', { name: f.addPicked, exact: true }).click();
    const editor = await seen(page.getByRole('group', { name: LABEL, exact: true }));
    await seen(editor.getByText(fill(f.savedAsCustomField, { label: LABEL })));
    // Closed ('Listo'), then dragged one place up from the keyboard (Space, ArrowUp, Space), each key once the one before has landed.
    await fields.getByRole('listitem').last().getByRole('button', { name: f.doneField, exact: true }).click();
    const count = original.form_fields.length + 1;
    const handle = fields.getByRole('button', { name: fill(messages.adminKit.dragHandle, { name: LABEL }), exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await seen(page.getByText(fill(messages.adminKit.dragPickedUp, { name: LABEL, position: count, count }), { exact: true }));
    // dnd-kit measures the items on the frames after the pick-up: an arrow pressed before then is lost on a busy machine.
    await afterFrames(page);
    await page.keyboard.press('ArrowUp');
    await seen(page.getByText(fill(messages.adminKit.dragMoved, { name: LABEL, position: count - 1, count }), { exact: true }));
    await afterFrames(page);
    await page.keyboard.press('Space');
    await seen(page.getByText(fill(messages.adminKit.dragDropped, { name: LABEL, position: count - 1, count }), { exact: true }));
    await expect.poll(() => fields.getByRole('listitem').last().textContent()).toContain('Cuéntanos');
    const preview = page.getByRole('region', { name: f.preview });
    const previewed = await seen(preview.getByRole('spinbutton', { name: `${LABEL} ${messages.forms.optional}` }));
    await previewed.fill('25');
    // 'Probar envío' checks it as her form would: the name and phone are still empty, the new optional field is fine.
    await preview.getByRole('button', { name: f.trySubmit, exact: true }).click();
    await seen(preview.getByText(messages.forms.checkFields));
    expect(await previewed.getAttribute('aria-invalid')).not.toBe('true');
    await expectAccessible(page, 'the builder with a field open (desktop)');
    await page.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, messages.formsApi.formSaved);
    await seen(page.getByRole('heading', { name: f.forms, level: 1 }));
    const savedFields = (await profileForm()).form_fields;
    expect(savedFields.map((field) => field.key)).toEqual([...original.form_fields.slice(0, -1).map((field) => field.key), KEY, 'other']);
    // The save sent every other field back as it was (options, widths, labels…).
    expect(unordered(savedFields.filter((field) => field.key !== KEY))).toEqual(unordered(original.form_fields));

    // socia finds it on her profile, fills it, and it is stored as her value of the custom field.
    const socia = await newPage('desktop');
    await signInAs(socia.page, { email: demo.socia, password: demo.password }, '/mystudio/informacion');
    const personal = socia.page.getByRole('region', { name: s.personalTitle });
    await (await seen(personal.getByRole('button', { name: s.editPersonal }))).click();
    const input = await seen(personal.getByRole('spinbutton', { name: `${LABEL} ${messages.forms.optional}` }));
    await input.fill('24');
    await personal.getByRole('button', { name: s.save }).click();
    await seen(socia.page.getByText(messages.profile.updated));
    await seen(personal.getByText('24', { exact: true }));
    const stored = (await callJson<{ customer: Customer }>(baseUrl(), '/api/customer', { token: await tokenFor(baseUrl(), demo.socia) })).body.customer;
    expect(stored.custom_values?.find((value) => value.key === KEY)?.value).toBe('24');

    // The field cannot be deleted while the profile form uses it.
    await openFromMenu(page, f.customFields);
    await rowNamed(page, f.customFields, LABEL).getByRole('button', { name: c.remove, exact: true }).click();
    const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
    await seen(confirm.getByText(fill(f.deleteCustomFieldConfirm, { name: LABEL }), { exact: true }));
    await confirm.getByRole('button', { name: c.remove, exact: true }).click();
    await seen(page.getByRole('alert').filter({ hasText: fill(messages.formsApi.customFieldInUse, { form: 'Información personal' }) }));
    expect(await ourFields()).toHaveLength(1);

    // Out of the profile form (the builder's 'Quitar'), then deleted with its values.
    await openFromMenu(page, f.forms);
    await rowNamed(page, f.forms, 'Información personal').getByRole('link', { name: c.edit, exact: true }).click();
    const row = (await seen(page.getByRole('list', { name: f.fieldsList }))).getByRole('listitem').filter({ has: page.getByText(LABEL, { exact: true }) });
    await row.getByRole('button', { name: f.removeField, exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: f.preview }).getByRole('spinbutton', { name: new RegExp(LABEL) }).count()).toBe(0);
    await page.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, messages.formsApi.formSaved);
    expect((await profileForm()).form_fields.map((field) => field.key)).toEqual(original.form_fields.map((field) => field.key));
    await openFromMenu(page, f.customFields);
    await rowNamed(page, f.customFields, LABEL).getByRole('button', { name: c.remove, exact: true }).click();
    await (await seen(dialogNamed(page, messages.common.confirmTitle))).getByRole('button', { name: c.remove, exact: true }).click();
    await successAlert(page, messages.formsApi.customFieldDeleted);
    await expect.poll(async () => (await ourFields()).length).toBe(0);
  });

  it('shows cards on a phone and the builder with its preview as tabs, axe clean (mobile)', async () => {
    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, '/admin');
    await openFromMenu(page, f.customFields);
    await seen(page.getByRole('list', { name: f.customFields }).getByRole('button', { name: c.edit, exact: true }).first());
    await expectAccessible(page, '/admin/campos (mobile)');
    await openFromMenu(page, f.forms);
    const cards = await seen(page.getByRole('list', { name: f.forms }));
    await expectAccessible(page, '/admin/formularios (mobile)');
    await cards.getByRole('listitem').filter({ hasText: 'Cuestionario de salud' }).getByRole('link', { name: c.edit, exact: true }).click();
    await seen(page.getByRole('heading', { name: 'Cuestionario de salud', level: 1 }));
    const tabs = await seen(page.getByRole('tablist', { name: f.tabs }));
    await seen(page.getByRole('list', { name: f.fieldsList }));
    await expectAccessible(page, 'the builder (mobile)');
    await tabs.getByRole('tab', { name: f.tabPreview }).click();
    const preview = await seen(page.getByRole('region', { name: f.preview }));
    await preview.getByRole('button', { name: f.trySubmit, exact: true }).click();
    await seen(preview.getByText(messages.forms.checkField.replace('{label}', 'Nivel de actividad')));
    await expectAccessible(page, 'the preview (mobile)');
  });
});
