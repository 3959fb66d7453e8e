import type { Result } from '../shared/result.js';
import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import type { SettingsBody } from '../api/schemas/settings-forms.schemas.js';

/**
 * The studio's settings as /admin's 'Configuración' reads and writes them
 * (issue 15): the stored list (GET /appconfig, what every page reads) and a
 * write of the changed keys (PUT /appconfig, admin only, all or none),
 * answering the whole list as it now is.
 */
export interface DeskSettingsApi {
  read(): Promise<Result<readonly ConfigEntry[]>>;
  save(changes: SettingsBody): Promise<Result<readonly ConfigEntry[]>>;
}
