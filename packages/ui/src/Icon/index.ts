export {
  createIcon,
  iconPixels,
  iconSizes,
  iconTones,
  type IconComponent,
  type IconProps,
  type IconSize,
} from './Icon';
export * from './icons';
