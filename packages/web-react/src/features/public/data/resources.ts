import { catalogueEndpoints, contentEndpoints, type Announcement, type ClassType, type Instructor, type Page } from '@estudio/core';
import { useEmbedded, useServices } from '../../../app/services.js';
import { useResource, type ResourceOptions, type ResourceState } from '../../shared/useResource.js';

/** The studio's CMS pages (GET /pages). */
export const usePages = (options?: ResourceOptions): ResourceState<Page[]> => {
  const { api } = useServices();
  return useResource('pages', () => api.content.pages(), options, useEmbedded(contentEndpoints.pagesList));
};

/** One CMS page by slug (GET /pages/{slug}). */
export const usePage = (slug: string, options?: ResourceOptions): ResourceState<Page> => {
  const { api } = useServices();
  return useResource(`page:${slug}`, () => api.content.page(slug), options, useEmbedded(contentEndpoints.pageBySlug, { slug }));
};

/** The announcements (GET /announcements). */
export const useAnnouncements = (options?: ResourceOptions): ResourceState<Announcement[]> => {
  const { api } = useServices();
  return useResource('announcements', () => api.content.announcements(), options, useEmbedded(contentEndpoints.announcementsList));
};

/** The class types (GET /class_types). */
export const useClassTypes = (options?: ResourceOptions): ResourceState<ClassType[]> => {
  const { api } = useServices();
  return useResource('classTypes', () => api.catalog.classTypes(), options, useEmbedded(catalogueEndpoints.classTypesList));
};

/** The coaches of the home page (GET /instructors/home/all). */
export const useHomeInstructors = (options?: ResourceOptions): ResourceState<Instructor[]> => {
  const { api } = useServices();
  return useResource('homeInstructors', () => api.catalog.homeInstructors(), options, useEmbedded(catalogueEndpoints.instructorsHome));
};

/** One coach (GET /instructors/{id}). */
export const useInstructor = (id: number, options?: ResourceOptions): ResourceState<Instructor> => {
  const { api } = useServices();
  return useResource(`instructor:${id}`, () => api.catalog.instructor(id), options, useEmbedded(catalogueEndpoints.instructorOne, { id }));
};

/** One class type (GET /class_types/{id}): its page, /class_type/{id}. */
export const useClassType = (id: number, options?: ResourceOptions): ResourceState<ClassType> => {
  const { api } = useServices();
  return useResource(`classType:${id}`, () => api.catalog.classType(id), options, useEmbedded(catalogueEndpoints.classTypeOne, { id }));
};
