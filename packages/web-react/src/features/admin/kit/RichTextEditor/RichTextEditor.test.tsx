import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { withEditorGeometry } from './editorGeometry.testing.js';
import { LazyRichTextEditor } from './index.js';

/** The editor as a form holds it, its value echoed so a test reads what it sends. */
const Harness = ({ initial = '', error = null, disabled = false }: { initial?: string; error?: string | null; disabled?: boolean }) => {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <LazyRichTextEditor label="Instrucciones" hint="Se muestran al pagar." value={html} onChange={setHtml} error={error} disabled={disabled} required />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>Otro <em>texto</em></p>')}>Cambiar</button>
    </>
  );
};

const LOADED = { timeout: 10_000 };
const textbox = () => screen.findByRole('textbox', { name: /^Instrucciones/ }, LOADED);
const html = () => screen.getByTestId('html').textContent;

describe('RichTextEditor', { timeout: 20_000 }, () => {
  // Tiptap's chunk, transformed once before the tests (cold, on a busy machine, it takes seconds); each test still renders through React.lazy.
  beforeAll(async () => {
    await import('./RichTextEditor.js');
  }, 60_000);

  it('loads lazily, then shows a labelled multi-line textbox with its hint, and the toolbar in Spanish', async () => {
    render(<Harness initial="<p>Paga en <strong>recepción</strong></p>" />);
    const editor = await textbox();
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(editor.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Se muestran al pagar.');
    expect(editor.innerHTML).toContain('<strong>recepción</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formato' });
    expect(toolbar.getAttribute('aria-controls')).toBe(editor.id);
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent))
      .toEqual(['Negrita', 'Cursiva', 'Lista', 'Lista numerada', 'Enlace', 'Deshacer', 'Rehacer']);
    expect(within(toolbar).getByRole('button', { name: 'Deshacer' }).hasAttribute('disabled')).toBe(true);
  });

  it('writes HTML: a mark from the toolbar, a list, undo; empty is an empty value', async () => {
    render(<Harness />);
    const editor = await textbox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formato' });
    await withEditorGeometry(async () => {
      await userEvent.click(editor);
      await userEvent.click(within(toolbar).getByRole('button', { name: 'Cursiva' }));
      expect(within(toolbar).getByRole('button', { name: 'Cursiva' }).getAttribute('aria-pressed')).toBe('true');
      await userEvent.type(editor, 'Hola', { delay: 60 });
      expect(html()).toBe('<p><em>Hola</em></p>');
      await userEvent.click(within(toolbar).getByRole('button', { name: 'Lista numerada' }));
      expect(html()).toBe('<ol><li><p><em>Hola</em></p></li></ol>');
      await userEvent.click(within(toolbar).getByRole('button', { name: 'Deshacer' }));
      expect(html()).toBe('<p><em>Hola</em></p>');
      await userEvent.click(within(toolbar).getByRole('button', { name: 'Rehacer' }));
      expect(html()).toBe('<ol><li><p><em>Hola</em></p></li></ol>');
      await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
      expect(html()).toBe('');
    });
  });

  it("links the selected text with 'Enlace', adding https:// to an address without one; Escape closes it", async () => {
    render(<Harness initial="<p>Portal</p>" />);
    const editor = await textbox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formato' });
    await withEditorGeometry(async () => {
      await userEvent.click(editor);
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.click(within(toolbar).getByRole('button', { name: 'Enlace' }));
      const address = await screen.findByRole('textbox', { name: 'Dirección del enlace' });
      await waitFor(() => expect(document.activeElement).toBe(address));
      await userEvent.type(address, 'banco.test{Enter}');
    });
    expect(html()).toMatch(/^<p><a [^>]*href="https:\/\/banco\.test"[^>]*>Portal<\/a><\/p>$/);
    expect(screen.queryByRole('textbox', { name: 'Dirección del enlace' })).toBeNull();
    expect(within(toolbar).getByRole('button', { name: 'Enlace' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Enlace' }));
    // Escape belongs to the link row: press it once the address has the focus, as a person would.
    const again = await screen.findByRole('textbox', { name: 'Dirección del enlace' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Dirección del enlace' })).toBeNull();
  });

  it('takes a value set from outside (a form reset) without echoing it as a change', async () => {
    render(<Harness initial="<p>Uno</p>" />);
    const editor = await textbox();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar' }));
    await waitFor(() => expect(editor.innerHTML).toContain('<em>texto</em>'));
    expect(html()).toBe('<p>Otro <em>texto</em></p>');
  });

  it('marks an error like the other fields, and a disabled editor takes no input', async () => {
    render(<Harness error="Debes llenar este campo." disabled />);
    const editor = await textbox();
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(editor.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent))
      .toEqual(['Se muestran al pagar.', 'Debes llenar este campo.']);
    expect(editor.getAttribute('contenteditable')).toBe('false');
    expect(within(screen.getByRole('toolbar', { name: 'Formato' })).getByRole('button', { name: 'Negrita' }).hasAttribute('disabled')).toBe(true);
  });

  it('has no serious axe violation', async () => {
    render(<Harness initial="<p>Paga en <strong>recepción</strong></p>" error="Debes llenar este campo." />);
    await textbox();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
