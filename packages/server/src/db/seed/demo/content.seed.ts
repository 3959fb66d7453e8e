import { DateTime } from 'luxon';
import { announcements, customFields, formFields, forms, pages } from '../../schema/index.js';
import type { Tx } from '../types.js';
import { DEMO_ANNOUNCEMENTS, DEMO_CUSTOM_FIELDS, DEMO_FORMS, DEMO_PAGES } from './content.data.js';

/** Ids the people of the studio refer to. */
export interface DemoContent {
  readonly requiredPages: readonly number[];
  readonly allPages: readonly number[];
  readonly customFields: readonly number[];
}

/** A form's field rows from their short specs (the demo's forms, and the two every studio starts with). */
export const fieldRows = (formId: number, fields: (typeof DEMO_FORMS)[number]['fields']) =>
  fields.map(([key, type, label, required, options, precondition], order) => ({
    form_id: formId, key, name: key, type, label, required, order,
    options: options ? JSON.stringify(options.map((option) => ({ value: option, label: option }))) : null,
    precondition: precondition ?? null, class_name: type === 'textarea' ? 'col-12' : 'col-md-6', step: 1,
  }));

/** Pages, announcements, forms with their fields, and custom fields. */
export const seedContent = async (tx: Tx, now: Date): Promise<DemoContent> => {
  const pageRows = await tx
    .insert(pages)
    .values(DEMO_PAGES.map((page) => ({ ...page, created_at: now })))
    .returning({ id: pages.page_id, required: pages.required });
  await tx.insert(announcements).values(
    DEMO_ANNOUNCEMENTS.map(({ daysAgo, ...announcement }) => ({
      ...announcement, created_at: DateTime.fromJSDate(now).minus({ days: daysAgo }).toJSDate(),
    })),
  );
  const formRows = await tx
    .insert(forms)
    .values(DEMO_FORMS.map((form) => ({ name: form.name, created_at: now })))
    .returning({ id: forms.form_id });
  await tx.insert(formFields).values(
    DEMO_FORMS.flatMap((form, index) => fieldRows(formRows[index]?.id as number, form.fields)),
  );
  const customFieldRows = await tx
    .insert(customFields)
    .values(DEMO_CUSTOM_FIELDS.map((field) => ({ ...field, created_at: now })))
    .returning({ id: customFields.custom_field_id });
  return {
    requiredPages: pageRows.filter((page) => page.required).map((page) => page.id),
    allPages: pageRows.map((page) => page.id),
    customFields: customFieldRows.map((row) => row.id),
  };
};
