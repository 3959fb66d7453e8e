import type { ClassType, Instructor, Tag } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useResource, type ResourceState } from '../../public/data/useResource.js';

/** The choices of the filter card: coaches, class types and the video tags. */
export interface FilterOptions {
  readonly coaches: readonly Instructor[];
  readonly classTypes: readonly ClassType[];
  readonly tags: readonly Tag[];
}

const listOf = <T>(state: ResourceState<T[]>): readonly T[] => (state.status === 'ready' ? state.data : []);

/** Loads the filter card's choices once; a list that fails to load offers nothing (the library still works). */
export const useFilterOptions = (): FilterOptions => {
  const { api } = useServices();
  const coaches = useResource('video-coaches', () => api.videos.coaches(), { reportErrors: false });
  const classTypes = useResource('video-class-types', () => api.catalog.classTypes(), { reportErrors: false });
  const tags = useResource('video-tags', () => api.videos.tags(), { reportErrors: false });
  return { coaches: listOf(coaches), classTypes: listOf(classTypes), tags: listOf(tags) };
};
