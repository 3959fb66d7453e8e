import { useId, useMemo, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { fieldsOfStep, fill, messages, previewFieldsOf, stepsOf, validateDynamicForm, type DynamicField, type FieldDraft } from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { DynamicForm } from '../../../forms/DynamicForm.js';
import { outcomeOf, startValues } from '../../../forms/dynamicForm.rules.js';
import { useDynamicForm, type DynamicFormState } from '../../../forms/useDynamicForm.js';
import type { BuilderForm } from './builderForm.js';
import * as styles from './Forms.css.js';

const text = messages.deskForms;

/** Props of {@link FormPreview}. */
export interface FormPreviewProps {
  readonly form: BuilderForm;
  /** Form 6's fields, for an address field (the address form itself previews its own). */
  readonly addressFields?: readonly DynamicField[];
}

/**
 * The preview's answers: each field starts from its 'Valor inicial' as it
 * is now (a field added later, or a default the admin changes, shows at
 * once), and holds what the admin typed in the preview once she touched it,
 * until 'Borrar respuestas'.
 */
const usePreviewAnswers = (fields: readonly DynamicField[]): DynamicFormState => {
  const answers = useDynamicForm(fields);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const values = useMemo(() => {
    const start = startValues(fields);
    for (const key of touched) if (key in start && key in answers.values) start[key] = answers.values[key];
    return start;
  }, [fields, touched, answers.values]);
  const touch = (key: string) => setTouched((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  return {
    ...answers,
    values,
    setValue: (key, value) => {
      touch(key);
      answers.setValue(key, value);
    },
    setFiles: (key, files) => {
      touch(key);
      answers.setFiles(key, files);
    },
    reset: (record) => {
      setTouched(new Set());
      answers.reset(record);
    },
  };
};

/**
 * The live preview (issue 15): the builder's fields as they are typed,
 * drawn by the customer's own `DynamicForm` (the same renderer as 'Mi
 * Información' and 'Completar Información'), so preconditions show and
 * hide fields as she fills them, a multi-step form goes step by step
 * ('Siguiente' checks the step's fields first, as spec 5's checks do), and
 * 'Probar envío' shows the refusals she would read. Nothing is sent or saved.
 */
export const FormPreview = ({ form, addressFields }: FormPreviewProps) => {
  const titleId = useId();
  const drafts = useWatch({ control: form.control, name: 'fields' }) as FieldDraft[];
  const fields = useMemo(() => previewFieldsOf(drafts, text.untitledField), [drafts]);
  const answers = usePreviewAnswers(fields);
  const steps = stepsOf(fields);
  const [stepAt, setStepAt] = useState(0);
  const [passed, setPassed] = useState(false);
  const at = Math.min(stepAt, Math.max(steps.length - 1, 0));
  const step = steps.length > 1 ? steps[at] : undefined;
  const last = step === undefined || at === steps.length - 1;

  const check = (): boolean => {
    const scope = step === undefined ? fields : fieldsOfStep(fields, step);
    const validation = validateDynamicForm(scope, { values: answers.values, files: answers.files });
    if (!validation.ok) answers.refuse(outcomeOf(validation));
    else answers.refuse({ errors: {}, summary: null });
    return validation.ok;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = check();
    setPassed(ok && last);
    if (ok && !last) setStepAt(at + 1);
  };
  const clear = () => {
    answers.reset({});
    setStepAt(0);
    setPassed(false);
  };

  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {text.preview}
      </h2>
      <p className={styles.help}>{text.previewHelp}</p>
      {fields.length === 0 ? (
        <p className={styles.muted}>{text.previewEmpty}</p>
      ) : (
        <form noValidate aria-label={text.preview} onSubmit={submit} onInput={() => setPassed(false)}>
          {step === undefined ? null : <p className={styles.muted}>{fill(text.stepOf, { step: at + 1, count: steps.length })}</p>}
          <DynamicForm form={answers} fields={fields} idPrefix={`${titleId}-campo`} {...(step === undefined ? {} : { step })} {...(addressFields ? { addressFields } : {})} />
          <div className={styles.stepBar}>
            <span className={styles.rowButtons}>
              {step !== undefined && at > 0 ? (
                <Button variant="secondary" onClick={() => setStepAt(at - 1)}>
                  {text.previousStep}
                </Button>
              ) : null}
              <Button variant="ghost" onClick={clear}>
                {text.clearPreview}
              </Button>
            </span>
            <Button type="submit">{last ? text.trySubmit : text.nextStep}</Button>
          </div>
          <p role="status" className={passed ? styles.ok : undefined}>
            {passed ? text.tryOk : ''}
          </p>
        </form>
      )}
    </section>
  );
};
