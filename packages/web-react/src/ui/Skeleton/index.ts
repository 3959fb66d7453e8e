export { Skeleton, SkeletonGroup } from './Skeleton.js';
export type { SkeletonProps } from './Skeleton.js';
