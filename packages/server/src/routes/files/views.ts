import type { FileRecord } from '@estudio/core';
import type { files } from '../../db/schema/index.js';

/** A file row. */
export type FileRow = typeof files.$inferSelect;

/** A file as the files API answers it: spec 3's File with its size; who uploaded it and where it is stay inside. */
export const fileRecord = (row: FileRow): FileRecord => ({
  file_id: row.file_id, name: row.name, type: row.type, src: row.src, size: row.size,
});
