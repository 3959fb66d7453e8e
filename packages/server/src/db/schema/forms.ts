import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { customers } from './customers.js';

/** A dynamic form (spec 5 'Dynamic form fields'); form 6 is the address form by convention of the spec. */
export const forms = pgTable('forms', {
  form_id: serial('form_id').primaryKey(),
  name: text('name').notNull(),
  created_at: createdAt(),
});

/**
 * A field of a form. `options` is JSON text (the choices of a select);
 * `precondition` ('key=value') names a field whose value shows this one;
 * `step` groups fields; `value` is the field's default.
 */
export const formFields = pgTable(
  'form_fields',
  {
    form_field_id: serial('form_field_id').primaryKey(),
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.form_id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    order: integer('order').notNull().default(0),
    required: boolean('required').notNull().default(false),
    options: text('options'),
    precondition: text('precondition'),
    class_name: text('class_name'),
    step: integer('step'),
    /** The value a new record starts with (spec 3, form_fields `value`). */
    value: text('value'),
  },
  (t) => [index('form_fields_form_idx').on(t.form_id)],
);

/**
 * An extra field the studio adds to an object (e.g. `object` 'customer');
 * `options` is JSON text. A key names one field of its object.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    custom_field_id: serial('custom_field_id').primaryKey(),
    object: text('object').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    label: text('label').notNull(),
    options: text('options'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('custom_fields_object_key_unique').on(t.object, t.key)],
);

/** A customer's value for a custom field. */
export const customerCustomValues = pgTable(
  'customer_custom_values',
  {
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    custom_field_id: integer('custom_field_id')
      .notNull()
      .references(() => customFields.custom_field_id, { onDelete: 'cascade' }),
    value: text('value'),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.custom_field_id] })],
);
