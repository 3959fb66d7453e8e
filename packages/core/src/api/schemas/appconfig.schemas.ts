import { z } from 'zod';

/** One setting of the studio (spec 3, Settings): a key and its value as text. */
export const ConfigEntry = z.object({ key: z.string(), value: z.string().nullable() });
export type ConfigEntry = z.infer<typeof ConfigEntry>;

/** GET /appconfig: the configuration list. */
export const AppConfigResponse = z.object({ config: z.array(ConfigEntry) });
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
