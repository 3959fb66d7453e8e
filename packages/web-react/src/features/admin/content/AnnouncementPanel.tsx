import { useId } from 'react';
import { AnnouncementBody, messages, type Announcement } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm, type FormOutput } from '../kit/Form/index.js';
import { FormRichTextField } from '../kit/RichTextEditor/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';

const text = messages.deskContent;

/** Props of {@link AnnouncementPanel}. */
export interface AnnouncementPanelProps {
  readonly open: boolean;
  /** The announcement 'Editar' opened; null for 'Nuevo'. */
  readonly announcement: Announcement | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nuevo' and 'Editar' of /admin/avisos (issue 15): a title and the text
 * as rich text (the kit's editor, loaded with this panel), checked by the
 * API's own `AnnouncementBody`; the server sanitises the HTML when it
 * stores it. Saved says spec 8's 'Announcement saved.'. Give it a `key`
 * per announcement so each opens with its own values.
 */
export const AnnouncementPanel = ({ open, announcement, onClose, onSaved }: AnnouncementPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const initial = { title: announcement?.title ?? '', content: announcement?.content ?? '' };
  const form = useZodForm(AnnouncementBody, initial);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (body: FormOutput<typeof AnnouncementBody>) => {
    const done = () => {
      close();
      onSaved();
    };
    return announcement
      ? run(() => catalogue.announcements.update(announcement.announcement_id, body), messages.admin.announcementSaved, done)
      : run(() => catalogue.announcements.create(body), messages.admin.announcementSaved, done);
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      size="lg"
      title={announcement ? text.editAnnouncementTitle : text.newAnnouncementTitle}
      description={text.announcementFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="title" label={text.announcementTitle} autoComplete="off" required />
        <FormRichTextField control={form.control} name="content" label={text.announcementContent} />
      </ZodForm>
    </SidePanel>
  );
};
