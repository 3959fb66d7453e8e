import { packageEndpoints, type ClassPackage } from '@estudio/core';
import { useEmbedded, useServices } from '../../app/services.js';
import { useResource, type ResourceOptions, type ResourceState } from '../shared/useResource.js';

/** Every available package (GET /class_packages), shared by the Packages screens and the landing. */
export const usePackages = (options?: ResourceOptions): ResourceState<ClassPackage[]> => {
  const { api } = useServices();
  return useResource('packages', () => api.packages.list(), options, useEmbedded(packageEndpoints.packagesList));
};
