import { useEffect, useRef, type RefObject } from 'react';

/** The fields a keyboard user lands on when an edit opens: the first one she can type in or pick. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Where a card's edit mode moves focus: its header (the 'Editar' button), its title, its form. */
export interface EditFocusRefs {
  readonly header: RefObject<HTMLDivElement | null>;
  readonly title: RefObject<HTMLHeadingElement | null>;
  readonly form: RefObject<HTMLFormElement | null>;
}

/**
 * Keeps keyboard focus on a profile card while its edit mode opens and
 * closes. The button that opens the edit and the form's 'Guardar' and
 * 'Cancelar' unmount when pressed, which would drop focus to the page: so
 * an opened edit focuses the form's first field, and a closed one (saved or
 * cancelled) focuses the header's button, or the title (tabIndex -1) when
 * the card shows no button there (no address yet).
 */
export function useEditFocus(editing: boolean): EditFocusRefs {
  const header = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const was = useRef(editing);
  useEffect(() => {
    if (was.current === editing) return;
    was.current = editing;
    if (editing) form.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    else (header.current?.querySelector('button') ?? title.current)?.focus();
  }, [editing]);
  return { header, title, form };
}
