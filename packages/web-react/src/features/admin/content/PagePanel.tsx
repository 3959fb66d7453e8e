import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { fill, messages, PageFormBody, slugOf, type Page } from '@estudio/core';
import { SafeHtml } from '../../../ui/SafeHtml/index.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormCheckbox, FormTextField, SubmitButton, useZodForm, ZodForm, type FormOutput } from '../kit/Form/index.js';
import { FormRichTextField } from '../kit/RichTextEditor/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import * as styles from '../catalogue/CatalogueScreen.css.js';

const text = messages.deskContent;

/** Props of {@link PagePanel}. */
export interface PagePanelProps {
  readonly open: boolean;
  /** The page 'Editar' opened; null for 'Nueva'. */
  readonly page: Page | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nueva' and 'Editar' of /admin/paginas (issue 15): title, address
 * (slug; while creating, suggested from the title by core's `slugOf` until
 * the owner types her own), whether customers must accept it to book, and
 * the content in the rich-text editor, all checked by core's `PageFormBody`
 * (the API's `PageBody`: a reserved or malformed address is refused next to
 * the field, one another page has by the server's 409 in the panel). Empty
 * content is sent as none. Below, the page as /{slug} will show it, or
 * spec 2's 'Sin contenido.'. Give it a `key` per page.
 */
export const PagePanel = ({ open, page, onClose, onSaved }: PagePanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const initial: PageFormBody = { title: page?.title ?? '', slug: page?.slug ?? '', content: page?.content ?? '', required: page?.required ?? false };
  const form = useZodForm(PageFormBody, initial);
  const [title, slug, content] = useWatch({ control: form.control, name: ['title', 'slug', 'content'] });
  const close = () => {
    form.reset(initial);
    onClose();
  };
  // A new page's address follows its title, in the same change as the title
  // (not an effect a render later), until the owner edits the address herself.
  useEffect(() => {
    if (page) return;
    const watching = form.watch((values, { name }) => {
      if (name === 'title' && !form.getFieldState('slug').isDirty) form.setValue('slug', slugOf(values.title ?? ''));
    });
    return () => watching.unsubscribe();
  }, [form, page]);
  const submit = (values: FormOutput<typeof PageFormBody>) => {
    const body = { ...values, content: values.content === '' ? null : values.content };
    const done = () => {
      close();
      onSaved();
    };
    return page
      ? run(() => catalogue.pages.update(page.page_id, body), text.pageSaved, done)
      : run(() => catalogue.pages.create(body), text.pageCreated, done);
  };
  const previewId = `${formId}-preview`;
  return (
    <SidePanel
      open={open}
      onClose={close}
      size="lg"
      title={page ? text.editPageTitle : text.newPageTitle}
      description={text.pageFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="title" label={text.pageTitle} autoComplete="off" required />
        <FormTextField control={form.control} name="slug" label={text.pageSlug} hint={fill(text.pageSlugHelp, { slug: slug || 'terminos' })} autoComplete="off" required />
        <FormCheckbox control={form.control} name="required" label={text.pageRequired} hint={text.pageRequiredHelp} />
        <FormRichTextField control={form.control} name="content" label={text.pageContent} hint={text.pageContentHelp} />
      </ZodForm>
      <section className={styles.preview} aria-labelledby={previewId}>
        <h3 id={previewId} className={styles.previewTitle}>
          {text.pagePreview}
        </h3>
        {title ? <p className={styles.previewName}>{title}</p> : null}
        {/* The editor gives '' when it holds nothing. */}
        {content !== '' ? <SafeHtml html={content} /> : <p className={styles.muted}>{messages.content.noContent}</p>}
      </section>
    </SidePanel>
  );
};
