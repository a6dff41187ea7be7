export {
  Banner,
  InlineAlert,
  bannerTones,
  bannerLayouts,
  type BannerProps,
  type BannerTone,
  type InlineAlertProps,
} from './Banner';
