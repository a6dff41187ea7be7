import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
    borderStyle: 'solid',
    borderWidth: 1,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.info },
      success: { backgroundColor: vars.color.successSubtle, borderColor: vars.color.success },
      warning: { backgroundColor: vars.color.warningSubtle, borderColor: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSubtle, borderColor: vars.color.danger },
    },
    layout: {
      /** Boxed, inside content (forms, panels, dialogs). */
      inline: { borderRadius: vars.radius.md },
      /** Full-bleed strip at the top of a page or the app, e.g. "Reconnecting...". */
      banner: { borderInlineWidth: 0, borderBlockStartWidth: 0, borderRadius: 0 },
    },
  },
  defaultVariants: { tone: 'info', layout: 'inline' },
});

export const icon = recipe({
  base: { flexShrink: 0, marginBlockStart: vars.space.xxs },
  variants: {
    tone: {
      info: { color: vars.color.infoText },
      success: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
      danger: { color: vars.color.dangerText },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: 'inherit',
});

export const body = style({ color: vars.color.text });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  marginBlock: `calc(${vars.space.xxs} * -1)`,
});

export const dismissButton = style({ inlineSize: vars.size.controlSm, paddingInline: 0 });

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;
