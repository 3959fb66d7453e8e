/**
 * The admin kit's rich-text editor. Import it from here, not from
 * kit/index.ts: only the screens that show it carry this module, and
 * Tiptap loads in its own chunk when an editor first renders.
 */
export { LazyRichTextEditor, FormRichTextField } from './LazyRichTextEditor.js';
export type { RichTextEditorProps } from './RichTextEditor.js';
