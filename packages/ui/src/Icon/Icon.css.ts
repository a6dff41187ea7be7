import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const icon = recipe({
  base: { flexShrink: 0, verticalAlign: 'middle', display: 'inline-block' },
  variants: {
    tone: {
      inherit: { color: 'currentColor' },
      muted: { color: vars.color.textMuted },
      accent: { color: vars.color.accentText },
      success: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
      danger: { color: vars.color.dangerText },
      info: { color: vars.color.infoText },
    },
    // Direction-bound glyphs (chevrons, log out) point the other way when reading right to left.
    mirrorInRtl: { true: { selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } } },
  },
  defaultVariants: { tone: 'inherit' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
