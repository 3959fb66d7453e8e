import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { messages } from '@estudio/core';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../../../ui/Field/index.js';
import { TextField } from '../../../../ui/TextField/index.js';
import { Button } from '../../../../ui/Button/index.js';
import * as styles from './RichTextEditor.css.js';

const text = messages.richText;

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  readonly label: string;
  /** The text as HTML; '' for none. */
  readonly value: string;
  /** The text as HTML after each change; '' when it holds nothing. */
  readonly onChange: (html: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly id?: string;
}

/** What the editor holds, as the form keeps it: '' rather than an empty paragraph. */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/** A typed address as a link's href: https:// added when it names no scheme. */
const hrefOf = (typed: string): string => {
  const trimmed = typed.trim();
  return trimmed === '' || /^(https?:|mailto:|tel:)/i.test(trimmed) ? trimmed : `https://${trimmed}`;
};

/** The marks and blocks the toolbar offers, so pasted text keeps only what the toolbar can change. */
const extensions = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph kept after a final list: the stored HTML is what was written.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto', 'tel'] },
  }),
];

/**
 * The admin kit's rich-text editor (Tiptap): a label, a toolbar with
 * Spanish labels ('Negrita', 'Cursiva', 'Lista', 'Lista numerada',
 * 'Enlace', 'Deshacer', 'Rehacer'; each a button reached with Tab, the
 * marks' state as aria-pressed; Ctrl+B and Ctrl+I work too), the text as
 * a labelled multi-line textbox, and the hint and error under it as the
 * other fields. Its value is HTML; the server sanitises what is saved.
 * Load it through `LazyRichTextEditor` (index.ts): Tiptap stays out of
 * every screen that does not show it.
 */
const RichTextEditor = ({ label, value, onChange, onBlur, error, hint, required, disabled, id }: RichTextEditorProps) => {
  const ids = useFieldIds(id);
  const labelId = `${ids.inputId}-label`;
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  /**
   * What the editor itself reported since the value last came from outside.
   * A render can still carry one of these after newer keystrokes (the form's
   * state trails fast typing), and putting it back would drop them.
   */
  const own = useRef(new Set<string>());
  const editor = useEditor({
    extensions,
    // No <style> of Tiptap's own in the page (the CSP allows none): RichTextEditor.css.ts styles the text.
    injectCSS: false,
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      own.current.add(html);
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });
  // The text area's accessible name, description and state follow the field's.
  const { 'aria-invalid': invalid, 'aria-describedby': describedIds } = describedBy(ids, hint, error);
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          id: ids.inputId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(describedIds ? { 'aria-describedby': describedIds } : {}),
          class: styles.editable,
        },
      },
    });
  }, [editor, ids.inputId, labelId, required, invalid, describedIds]);
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);
  // A value set from outside (the form reset, another record) replaces the text; the editor's own changes, even late ones, do not.
  useEffect(() => {
    if (editor.isDestroyed || own.current.has(value)) return;
    own.current.clear();
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label} onClick={() => editor.commands.focus()}>
        <FieldLabel required={required}>{label}</FieldLabel>
      </span>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined}>
        <Toolbar editor={editor} controls={ids.inputId} disabled={disabled} />
        <div className={styles.content}>
          <EditorContent editor={editor} />
        </div>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
};

/** The toolbar: one button a command, and the link's address in a row under it while 'Enlace' is open. */
const Toolbar = ({ editor, controls, disabled }: { readonly editor: Editor; readonly controls: string; readonly disabled?: boolean | undefined }) => {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  const linkFieldId = useId();
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();
  const openLink = () => setLinking((editor.getAttributes('link').href as string | undefined) ?? '');
  const closeLink = () => {
    setLinking(null);
    editor.commands.focus();
  };
  const applyLink = () => {
    const href = hrefOf(linking ?? '');
    const chain = editor.chain().focus().extendMarkRange('link');
    (href === '' ? chain.unsetLink() : chain.setLink({ href })).run();
    setLinking(null);
  };
  const onLinkKey = (event: KeyboardEvent) => {
    // Enter applies the address rather than submitting the form around the editor.
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    }
  };
  // Escape in the address closes it, and only it: heard on the window's capture, before a side panel's
  // dismiss (Radix, on the document's capture), which leaves an Escape whose default was prevented alone.
  // A layout effect, so the listener is there in the same commit as the address's autoFocus: a passive
  // effect could run after someone already pressed Escape in the focused field.
  const linkRow = useRef<HTMLDivElement>(null);
  const closeLinkRef = useRef(closeLink);
  closeLinkRef.current = closeLink;
  const open = linking !== null;
  useLayoutEffect(() => {
    if (!open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !linkRow.current?.contains(event.target as Node)) return;
      event.preventDefault();
      closeLinkRef.current();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);
  const tools: readonly { readonly label: string; readonly pressed?: boolean; readonly enabled?: boolean; readonly onClick: () => void }[] = [
    { label: text.bold, pressed: state.bold, onClick: () => run((chain) => chain.toggleBold()) },
    { label: text.italic, pressed: state.italic, onClick: () => run((chain) => chain.toggleItalic()) },
    { label: text.bulletList, pressed: state.bulletList, onClick: () => run((chain) => chain.toggleBulletList()) },
    { label: text.orderedList, pressed: state.orderedList, onClick: () => run((chain) => chain.toggleOrderedList()) },
    { label: text.link, pressed: state.link, onClick: openLink },
    { label: text.undo, enabled: state.canUndo, onClick: () => run((chain) => chain.undo()) },
    { label: text.redo, enabled: state.canRedo, onClick: () => run((chain) => chain.redo()) },
  ];
  return (
    <>
      <div role="toolbar" aria-label={text.toolbar} aria-controls={controls} className={styles.toolbar}>
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className={styles.tool}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            disabled={disabled || tool.enabled === false}
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.onClick}
          >
            {tool.label}
          </button>
        ))}
      </div>
      {linking === null ? null : (
        <div ref={linkRow} className={styles.linkRow} onKeyDown={onLinkKey}>
          <TextField id={linkFieldId} name="link" type="url" label={text.linkUrl} hint={text.linkHint} value={linking} onChange={setLinking} autoFocus />
          <Button type="button" onClick={applyLink}>{text.apply}</Button>
          <Button type="button" variant="ghost" onClick={closeLink}>{text.cancel}</Button>
        </div>
      )}
    </>
  );
};

export default RichTextEditor;
