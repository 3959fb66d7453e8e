import { defaultConfigEntries, type SettingKey } from '@estudio/core';
import { settings } from '../schema/index.js';
import type { Tx } from './types.js';

/** Every setting key with its default from core, with the given overrides applied. */
export const seedSettings = async (tx: Tx, overrides: Partial<Record<SettingKey, string>> = {}): Promise<void> => {
  await tx.insert(settings).values(defaultConfigEntries(overrides));
};
