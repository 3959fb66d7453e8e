import { asc, eq } from 'drizzle-orm';
import type { Routes } from '@estudio/core';
import { classTypes, files } from '../db/schema/index.js';
import { fileRef } from './customer-view.js';
import type { Handler } from './handler.js';

const list: Handler<Routes['classTypesList']> = async ({ db }) => {
  const rows = await db
    .select({ type: classTypes, image: files })
    .from(classTypes)
    .leftJoin(files, eq(files.file_id, classTypes.image_file_id))
    .orderBy(asc(classTypes.class_type_id));
  return {
    class_types: rows.map(({ type, image }) => ({
      class_type_id: type.class_type_id,
      name: type.name,
      icon: type.icon,
      image: image ? fileRef(image) : null,
      description: type.description,
    })),
  };
};

/** GET /class_types. */
export const classTypeHandlers = { classTypesList: list };
