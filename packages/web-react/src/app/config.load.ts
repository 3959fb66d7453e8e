import { parseStudioConfig, type ApiPort, type StudioConfig } from '@estudio/core';

/**
 * Loads and parses the configuration from GET /appconfig: the path for a page
 * served without boot data. Imported on demand, so the parser stays out of
 * the first load of a page that came with its configuration.
 */
export const loadStudioConfig = async (api: ApiPort): Promise<StudioConfig> => {
  const entries = await api.appConfig.load();
  if (!entries.ok) throw new Error(entries.error.message);
  return parseStudioConfig(entries.value);
};
