export {
  Skeleton,
  SkeletonText,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonShape,
  type SkeletonTextProps,
} from './Skeleton';
