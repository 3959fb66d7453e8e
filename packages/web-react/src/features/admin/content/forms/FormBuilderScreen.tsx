import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ADDRESS_FORM_ID, formRoleOf, messages, ok, type CataloguePage, type CustomField, type DynamicField, type Form, type Result,
} from '@estudio/core';
import { Skeleton, SkeletonGroup } from '../../../../ui/Skeleton/index.js';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { NEW_ID } from '../../catalogue/saveRule.js';
import { idParam } from '../../shared/params.js';
import { LoadFailure } from '../../shared/LoadFailure.js';
import { ScreenHeader } from '../../shared/ScreenHeader.js';
import { useRetryable } from '../../shared/useRetryable.js';
import { FormBuilder } from './FormBuilder.js';
import * as shared from '../../shared/shared.css.js';

const text = messages.deskForms;
/** Every customer custom field fits one page of the list (the server's largest). */
const ALL_CUSTOM_FIELDS = 100;

const back = <Link to="/admin/formularios">← {text.backToForms}</Link>;

const Loading = () => (
  <SkeletonGroup label={text.loadingForm}>
    <Skeleton height={48} />
    <Skeleton height={320} />
  </SkeletonGroup>
);

/** What the builder needs besides the form: the profile form's custom fields, form 6's fields for an address preview. */
const useBuilderExtras = (id: number | null) => {
  const catalogue = useDeskCatalogue();
  const isProfile = id !== null && formRoleOf(id) === 'profile';
  const customFields = useRetryable(`desk-form-custom-fields:${isProfile}`, (): Promise<Result<CataloguePage<CustomField> | null>> =>
    isProfile ? catalogue.customFields.list({ per_page: ALL_CUSTOM_FIELDS }) : Promise.resolve(ok(null)));
  const needsAddress = id !== ADDRESS_FORM_ID;
  const address = useRetryable(`desk-form-address:${needsAddress}`, (): Promise<Result<Form | null>> =>
    needsAddress ? catalogue.forms.one(ADDRESS_FORM_ID) : Promise.resolve(ok(null)));
  // Ready once the first read of the custom fields settled: a 'Reintentar' later keeps the builder (and its edits) on the page.
  const [ready, setReady] = useState(false);
  if (!ready && customFields.state.status !== 'loading') setReady(true);
  return {
    customFields: customFields.state.status === 'ready' ? (customFields.state.data?.rows ?? null) : null,
    addressFields: address.state.status === 'ready' ? (address.state.data?.form_fields as readonly DynamicField[] | undefined) : undefined,
    ready,
    failures: (
      <>
        {customFields.state.status === 'error' ? <LoadFailure message={text.customFieldsFailed} onRetry={customFields.reload} /> : null}
        {address.state.status === 'error' ? <LoadFailure message={text.addressFormFailed} onRetry={address.reload} /> : null}
      </>
    ),
  };
};

/** The builder of a stored form, once it is read. */
const StoredForm = ({ id }: { readonly id: number }) => {
  const catalogue = useDeskCatalogue();
  const loaded = useRetryable(`desk-form:${id}`, () => catalogue.forms.one(id));
  const extras = useBuilderExtras(id);
  const role = formRoleOf(id);
  const form = loaded.state.status === 'ready' ? loaded.state.data : null;
  return (
    <section aria-labelledby="desk-form-title">
      <ScreenHeader
        id="desk-form-title"
        back={back}
        title={form ? form.name : text.editFormTitle}
        subtitle={role ? <span className={shared.badge}>{role === 'profile' ? text.profileBadge : text.addressBadge}</span> : text.builderIntro}
      />
      {loaded.state.status === 'error' ? (
        <LoadFailure message={loaded.state.error.message} onRetry={loaded.reload} />
      ) : form && extras.ready ? (
        <>
          {extras.failures}
            <FormBuilder key={id} id={id} form={form} customFields={extras.customFields} {...(extras.addressFields ? { addressFields: extras.addressFields } : {})} />
        </>
      ) : (
        <Loading />
      )}
    </section>
  );
};

/** 'Nuevo': an empty form, saved by a create. */
const NewForm = () => {
  const extras = useBuilderExtras(null);
  return (
    <section aria-labelledby="desk-form-title">
      <ScreenHeader id="desk-form-title" back={back} title={text.newFormTitle} subtitle={text.builderIntro} />
      {extras.failures}
      <FormBuilder id={NEW_ID} form={null} customFields={null} {...(extras.addressFields ? { addressFields: extras.addressFields } : {})} />
    </section>
  );
};

/**
 * /admin/formularios/{id} and /admin/formularios/nueva (issue 15, admin
 * only): the form builder of one form, read whole (GET /forms/{id}), with
 * the profile form's badge; a form that does not exist reads the server's
 * 'No encontramos el formulario.' with 'Reintentar' and the way back. A
 * failed read of the custom fields (profile form) or of the address form
 * (the preview's address fields) says so with 'Reintentar' above a builder
 * that still works without them.
 */
export const FormBuilderScreen = () => {
  const { formId } = useParams();
  if (formId === NEW_ID) return <NewForm />;
  const id = idParam(formId);
  if (id === null) {
    return (
      <section aria-labelledby="desk-form-title">
        <ScreenHeader id="desk-form-title" back={back} title={text.editFormTitle} />
        <p role="alert">{messages.formsApi.formNotFound}</p>
      </section>
    );
  }
  return <StoredForm key={id} id={id} />;
};
