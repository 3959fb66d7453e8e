import { useState, type ChangeEvent } from 'react';
import {
  FORM_PRESENTATION,
  customerUpdateBody,
  fill,
  formFilesPort,
  messages,
  type Customer,
  type DynamicField,
  type FilesApi,
} from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { Button, buttonClass } from '../../ui/Button/index.js';
import { Spinner, visuallyHidden } from '../../ui/Spinner/index.js';
import { runFormSave } from '../forms/useFormSave.js';
import { initialsOf, photoProblem } from './profile.rules.js';
import * as styles from './profile.css.js';

const text = messages.profileScreen;

/** The photo as one image field of core's save sequence: uploaded first, then PUT /customer with its id. */
const PHOTO_FIELD: DynamicField = { key: 'file_id', label: text.changePhoto, type: 'image', required: true };

/**
 * The photo she had, once PUT /customer no longer names it: removed, so a
 * replaced or removed photo is not left stored and public. A best effort
 * after the save, which stands either way: a file still used elsewhere
 * (409), already gone (404) or a failed call is left as it is, unsaid.
 */
const discardPreviousPhoto = (files: FilesApi, previous: number | undefined, current: number | undefined): void => {
  if (previous === undefined || previous === current) return;
  void files.remove(previous).catch(() => undefined);
};

/** Props of {@link ProfilePhoto}. */
export interface ProfilePhotoProps {
  readonly customer: Customer;
  /** The customer as PUT /customer answered, after a change. */
  readonly onSaved: (customer: Customer) => void;
}

/**
 * Her photo (spec 3 Customer `file`), or her initials without one, with
 * 'Cambiar foto' (images only, checked against the server's size limit
 * before anything is sent; uploaded to files_location's destination, then
 * PUT /customer {file_id}) and 'Quitar foto' (PUT /customer {file_id: null}).
 * Either way the photo it replaced is then deleted (DELETE /files/{id}).
 */
export const ProfilePhoto = ({ customer, onSaved }: ProfilePhotoProps) => {
  const { api, config } = useServices();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fullName = `${customer.name} ${customer.last_name}`.trim();

  const done = (saved: Customer, notice: string) => {
    setBusy(false);
    discardPreviousPhoto(api.files, customer.file?.file_id, saved.file?.file_id);
    alerts.success(notice);
    onSaved(saved);
  };
  const fail = (message: string) => {
    setBusy(false);
    setProblem(message);
  };

  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    const output = await runFormSave(
      {
        files: formFilesPort(api.files),
        save: (values) => api.customer.update(customerUpdateBody(customer, {}, [], { fileId: Number(values.file_id) })),
      },
      { fields: [PHOTO_FIELD], values: { file_id: '' }, files: { file_id: [file] }, destination: config.files.location },
    );
    if (output.status === 'saved') return done(output.value, text.photoUpdated);
    fail(output.status === 'failed' ? output.error.message : messages.forms.uploadFile);
  };

  const remove = async () => {
    setProblem(null);
    setBusy(true);
    const saved = await api.customer.update(customerUpdateBody(customer, {}, [], { fileId: null }));
    if (saved.ok) done(saved.value, text.photoRemoved);
    else fail(saved.error.message);
  };

  const src = customer.file?.src;
  return (
    <div className={styles.identity}>
      {src ? (
        <img src={src} alt={fill(text.photoAlt, { name: fullName })} className={styles.avatar} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(customer.name, customer.last_name)}
        </span>
      )}
      <div className={styles.identityText}>
        <p className={styles.name}>{fullName}</p>
        <div className={styles.photoActions}>
          <label className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${styles.photoPicker}`}>
            {text.changePhoto}
            <input type="file" accept={FORM_PRESENTATION.imageAccept} className={visuallyHidden} disabled={busy} onChange={(event) => void change(event)} />
          </label>
          {busy ? <Spinner /> : null}
          {src ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void remove()}>
              {text.removePhoto}
            </Button>
          ) : null}
        </div>
        {problem ? (
          <p role="alert" className={styles.failure}>
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
};
