export {
  DescriptionItem,
  DescriptionList,
  descriptionListLayouts,
  type DescriptionItemProps,
  type DescriptionListLayout,
  type DescriptionListProps,
} from './DescriptionList';
