import { messages } from '@estudio/core';
import * as shared from '../shared/shared.css.js';

const text = messages.deskLists;

/** Whether customers see a category or program: 'Disponible', or 'Oculta' ('Oculto' for a program). */
export const AvailableBadge = ({ available, male = false }: { readonly available: boolean; readonly male?: boolean }) => (
  <span className={available ? shared.badge : shared.badgeDanger}>{available ? text.available : male ? text.notAvailableMale : text.notAvailable}</span>
);
