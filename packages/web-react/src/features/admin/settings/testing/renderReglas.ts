import { type ConfigEntry, type DeskSettingsApi, type SettingsBody } from '@estudio/core';
import { answered } from '../../testing/deskStub.js';
import { renderAdmin } from '../../testing/renderAdmin.js';

/**
 * 'Configuración' → 'Reglas' over a settings port holding `stored`: a save
 * answers the stored entries with the changes applied, and each body sent
 * is kept in `save`, in order.
 */
export const renderReglas = (stored: readonly ConfigEntry[]) => {
  const save: SettingsBody[] = [];
  const port: DeskSettingsApi = {
    read: () => answered<readonly ConfigEntry[]>(stored),
    save: (changes) => {
      save.push(changes);
      const changed = Object.entries(changes).map(([key, value]) => ({ key, value: String(value) }));
      return answered<readonly ConfigEntry[]>([...stored.filter((entry) => !(entry.key in changes)), ...changed]);
    },
  };
  renderAdmin('/admin/configuracion?seccion=reglas', {}, { services: { deskSettings: port } });
  return { save };
};
