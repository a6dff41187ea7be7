import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const tone = (background: string, color: string) => ({
  backgroundColor: background,
  color,
  // The border keeps the shape visible where the subtle fill is close to the surface.
  borderColor: `color-mix(in srgb, ${color} 24%, transparent)`,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxInlineSize: '100%',
    borderRadius: vars.radius.full,
    borderWidth: 1,
    borderStyle: 'solid',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: tone(vars.color.neutralSubtle, vars.color.neutralText),
      accent: tone(vars.color.accentSubtle, vars.color.accentText),
      success: tone(vars.color.successSubtle, vars.color.successText),
      warning: tone(vars.color.warningSubtle, vars.color.warningText),
      danger: tone(vars.color.dangerSubtle, vars.color.dangerText),
      info: tone(vars.color.infoSubtle, vars.color.infoText),
    },
    size: {
      sm: {
        blockSize: 20,
        paddingInline: vars.space.xs,
        fontSize: vars.fontSize.xs,
        lineHeight: vars.lineHeight.xs,
      },
      md: {
        blockSize: 24,
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
        lineHeight: vars.lineHeight.sm,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    // A count after a label is set apart by a thin rule in the badge's own colour.
    [`${label} + &`]: {
      paddingInlineStart: vars.space.xs,
      borderInlineStart: '1px solid currentColor',
    },
  },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
