import { catalogueEndpoints, catalogueAdminEndpoints, catalogueListEndpoints, ok, videoAdminEndpoints, videoEndpoints, type DeskCatalogueApi, type VideoChoices } from '@estudio/core';
import { bindersOf } from './binders.js';
import { listOver } from './list-over.js';
import type { HttpClient } from './http-client.js';

/**
 * 'Videos' over HTTP: every video, published or hidden (GET
 * /videos/admin/all, paged and searched), its writes, and the choices of
 * its form, read from the catalogue's whole lists (each GET unpaged, as the
 * public site reads them) and the video tags, all at once.
 */
export const videosOver = (http: HttpClient): DeskCatalogueApi['videos'] => {
  const { answer } = bindersOf(http);
  const choices = async () => {
    const [coaches, classTypes, categories, programs, videoTypes, tags] = await Promise.all([
      answer(catalogueListEndpoints.instructorsList, { query: {} }),
      answer(catalogueEndpoints.classTypesList, { query: {} }),
      answer(catalogueListEndpoints.classCategoriesList, { query: {} }),
      answer(catalogueAdminEndpoints.programsList, { query: {} }),
      answer(videoEndpoints.videoTypesList),
      answer(catalogueListEndpoints.tagsList, { query: { type: 'video' } }),
    ]);
    if (!coaches.ok) return coaches;
    if (!classTypes.ok) return classTypes;
    if (!categories.ok) return categories;
    if (!programs.ok) return programs;
    if (!videoTypes.ok) return videoTypes;
    if (!tags.ok) return tags;
    const named = <T>(rows: readonly T[], id: (row: T) => number, name: (row: T) => string) => rows.map((row) => ({ id: id(row), name: name(row) }));
    const value: VideoChoices = {
      coaches: named(coaches.value, (coach) => coach.instructor_id, (coach) => [coach.name, coach.last_name].filter(Boolean).join(' ')),
      classTypes: named(classTypes.value, (type) => type.class_type_id, (type) => type.name),
      categories: named(categories.value, (category) => category.class_category_id, (category) => category.name),
      programs: named(programs.value, (program) => program.program_id, (program) => program.name),
      videoTypes: named(videoTypes.value, (type) => type.video_type_id, (type) => type.name),
      tags: tags.value,
    };
    return ok(value);
  };
  return {
    ...listOver(http, {
      list: videoAdminEndpoints.videosAdmin,
      create: videoAdminEndpoints.videoCreate,
      update: videoAdminEndpoints.videoUpdate,
      remove: videoAdminEndpoints.videoDelete,
    }),
    choices,
  };
};
