import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  FormDraftBody, draftOfForm, formBodyOf, formRoleOf, messages, type CustomField, type DynamicField, type Form, type FormDraft,
} from '@estudio/core';
import { ButtonLink } from '../../../../ui/Button/index.js';
import { useMediaQuery } from '../../../../ui/useMediaQuery/index.js';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm, type FormInput, type FormOutput } from '../../kit/Form/index.js';
import { saveBy, type NEW_ID } from '../../catalogue/saveRule.js';
import { useDeskAction } from '../../shared/useDeskAction.js';
import { useKeyFollowsLabel } from './builderForm.js';
import { FieldList } from './FieldList.js';
import { FormPreview } from './FormPreview.js';
import * as styles from './Forms.css.js';

const text = messages.deskForms;
const FORMS = '/admin/formularios';

type Tab = 'fields' | 'preview';
const TABS: readonly Tab[] = ['fields', 'preview'];

/** The phone's tabs ('Campos', 'Vista previa'): arrows, Home and End move between them (WAI-ARIA tabs). */
const Tabs = ({ id, active, onChange }: { id: string; active: Tab; onChange: (tab: Tab) => void }) => {
  const keys = (event: KeyboardEvent) => {
    const at = TABS.indexOf(active);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length] as Tab;
    onChange(tab);
    document.getElementById(`${id}-tab-${tab}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={text.tabs} className={styles.tabs} onKeyDown={keys}>
      {TABS.map((tab) => (
        <button
          key={tab}
          id={`${id}-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={active === tab}
          aria-controls={`${id}-panel-${tab}`}
          tabIndex={active === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {tab === 'fields' ? text.tabFields : text.tabPreview}
        </button>
      ))}
    </div>
  );
};

/** Props of {@link FormBuilder}. */
export interface FormBuilderProps {
  /** The form's id, or 'nueva' for a new one (spec 4's save rule). */
  readonly id: number | typeof NEW_ID;
  /** The form 'Editar' opened; null for 'Nuevo'. */
  readonly form: Form | null;
  /** The customer custom fields (the profile form's picker and hints), null when not read. */
  readonly customFields: readonly CustomField[] | null;
  /** Form 6's fields, for the preview of an address field. */
  readonly addressFields?: readonly DynamicField[];
}

/**
 * The form builder (issue 15, 'Formularios'): the form's name and its
 * fields (`FieldList`) checked by core's `FormDraftBody` (the API's own
 * checks: keys once, a select's options, preconditions naming another
 * field), beside the live preview by the customer's own renderer; on a
 * phone the two are tabs. 'Guardar' saves by spec 4's rule (`saveBy`: a
 * create for 'nueva', else an update whose fields replace the form's),
 * says 'Formulario guardado.' and goes back to the list; a refusal of the
 * server stays in the form. Give it a `key` per form.
 */
export const FormBuilder = ({ id, form, customFields, addressFields }: FormBuilderProps) => {
  const catalogue = useDeskCatalogue();
  const navigate = useNavigate();
  const { run } = useDeskAction({ inForm: true });
  const wide = useMediaQuery(styles.WIDE_BUILDER_QUERY);
  const [tab, setTab] = useState<Tab>('fields');
  const formId = useId();
  const role = typeof id === 'number' ? formRoleOf(id) : null;
  const [initial] = useState(() => draftOfForm(form) as FormInput<typeof FormDraftBody>);
  const builder = useZodForm(FormDraftBody, initial);
  useKeyFollowsLabel(builder);

  const submit = (draft: FormOutput<typeof FormDraftBody>) => {
    const body = formBodyOf(draft as FormDraft);
    const done = () => navigate(FORMS);
    return saveBy(id, {
      create: () => run(() => catalogue.forms.create(body), messages.formsApi.formSaved, done),
      update: (existing) => run(() => catalogue.forms.update(existing, body), messages.formsApi.formSaved, done),
    });
  };
  const panel = (which: Tab) =>
    wide ? {} : { id: `${formId}-panel-${which}`, role: 'tabpanel', 'aria-labelledby': `${formId}-tab-${which}`, hidden: tab !== which };

  return (
    <>
      {role ? <p className={styles.note}>{role === 'profile' ? text.profileFormNote : text.addressFormNote}</p> : null}
      {wide ? null : <Tabs id={formId} active={tab} onChange={setTab} />}
      <div className={styles.layout}>
        <div {...panel('fields')} className={styles.card}>
          <ZodForm
            form={builder}
            id={formId}
            label={form ? text.editFormTitle : text.newFormTitle}
            onSubmit={submit}
            onInvalid={() => setTab('fields')}
            actions={
              <>
                <ButtonLink variant="ghost" to={FORMS}>
                  {messages.desk.cancel}
                </ButtonLink>
                <SubmitButton control={builder.control} />
              </>
            }
          >
            <FormTextField control={builder.control} name="name" label={text.formName} autoComplete="off" required />
            <FieldList form={builder} role={role} customFields={customFields} />
          </ZodForm>
        </div>
        <div {...panel('preview')} className={styles.previewColumn}>
          <FormPreview form={builder} {...(addressFields ? { addressFields } : {})} />
        </div>
      </div>
    </>
  );
};
