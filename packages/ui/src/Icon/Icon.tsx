import type { LucideIcon, LucideProps } from 'lucide-react';
import type { ReactElement } from 'react';
import { icon, type IconVariants } from './Icon.css';

export const iconSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const iconTones = [
  'inherit',
  'muted',
  'accent',
  'success',
  'warning',
  'danger',
  'info',
] as const;
export type IconSize = (typeof iconSizes)[number];

/** Pixel sizes: `md` sits beside body text, `sm` inside compact controls. */
export const iconPixels: Record<IconSize, number> = { xs: 12, sm: 14, md: 16, lg: 20, xl: 24 };

export interface IconProps extends Omit<LucideProps, 'ref' | 'size'> {
  size?: IconSize;
  tone?: IconVariants['tone'];
  /** Only for an icon that carries meaning on its own; without it the icon is hidden from assistive tech. */
  'aria-label'?: string;
}

export type IconComponent = ((props: IconProps) => ReactElement) & { displayName: string };

/**
 * Wraps a lucide glyph under a semantic name. Decorative by default (aria-hidden); with an `aria-label` it
 * becomes an image with that name. Call sites mark this call pure so unused icons are tree-shaken.
 */
export function createIcon(
  Glyph: LucideIcon,
  name: string,
  options: { mirrorInRtl?: boolean } = {},
): IconComponent {
  function Icon({ size = 'md', tone, className, 'aria-label': label, ...props }: IconProps) {
    return (
      <Glyph
        {...props}
        size={iconPixels[size]}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        role={label ? 'img' : undefined}
        focusable="false"
        className={[icon({ tone, mirrorInRtl: options.mirrorInRtl }), className]
          .filter(Boolean)
          .join(' ')}
      />
    );
  }
  Icon.displayName = name;
  return Icon;
}
