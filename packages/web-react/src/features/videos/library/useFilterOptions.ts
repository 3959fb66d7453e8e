import type { ClassCategory, ClassType, Instructor, Tag, VideoType } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useResource, type ResourceState } from '../../shared/useResource.js';

/** The choices of the filter card: coaches, class types, the video tags, the video types and the class categories. */
export interface FilterOptions {
  readonly coaches: readonly Instructor[];
  readonly classTypes: readonly ClassType[];
  readonly tags: readonly Tag[];
  readonly videoTypes: readonly VideoType[];
  readonly categories: readonly ClassCategory[];
}

const listOf = <T>(state: ResourceState<T[]>): readonly T[] => (state.status === 'ready' ? state.data : []);

/** Loads the filter card's choices once; a list that fails to load offers nothing (the library still works). */
export const useFilterOptions = (): FilterOptions => {
  const { api } = useServices();
  const coaches = useResource('video-coaches', () => api.videos.coaches(), { reportErrors: false });
  const classTypes = useResource('video-class-types', () => api.catalog.classTypes(), { reportErrors: false });
  const tags = useResource('video-tags', () => api.videos.tags(), { reportErrors: false });
  const videoTypes = useResource('video-types', () => api.videos.types(), { reportErrors: false });
  const categories = useResource('video-categories', () => api.videos.categories(), { reportErrors: false });
  return {
    coaches: listOf(coaches),
    classTypes: listOf(classTypes),
    tags: listOf(tags),
    videoTypes: listOf(videoTypes),
    categories: listOf(categories),
  };
};
