import { asc, eq } from 'drizzle-orm';
import { messages, type Instructor, type Routes } from '@estudio/core';
import { files, instructors } from '../db/schema/index.js';
import { failure } from '../http/errors.js';
import { fileRef } from './customer-view.js';
import { idParam, type Handler } from './handler.js';

type Row = { instructor: typeof instructors.$inferSelect; file: typeof files.$inferSelect | null };

const instructorView = ({ instructor, file }: Row): Instructor => ({
  instructor_id: instructor.instructor_id,
  name: instructor.name,
  last_name: instructor.last_name,
  nick_name: instructor.nick_name,
  quote: instructor.quote,
  file: file ? fileRef(file) : null,
  short_bio: instructor.short_bio,
  instagram: instructor.instagram,
  birthdate: instructor.birthdate,
  music_type: instructor.music_type,
});

const home: Handler<Routes['instructorsHome']> = async ({ db }) => {
  const rows = await db
    .select({ instructor: instructors, file: files })
    .from(instructors)
    .leftJoin(files, eq(files.file_id, instructors.file_id))
    .where(eq(instructors.on_home, true))
    .orderBy(asc(instructors.order), asc(instructors.instructor_id));
  return { instructors: rows.map(instructorView) };
};

const one: Handler<Routes['instructorOne']> = async (ctx) => {
  const [row] = await ctx.db
    .select({ instructor: instructors, file: files })
    .from(instructors)
    .leftJoin(files, eq(files.file_id, instructors.file_id))
    .where(eq(instructors.instructor_id, idParam(ctx)));
  return row ? { instructor: instructorView(row) } : failure(404, 'instructor/not-found', messages.common.notFound);
};

/** GET /instructors/home/all and GET /instructors/:id. */
export const instructorHandlers = { instructorsHome: home, instructorOne: one };
