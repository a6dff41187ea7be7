import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** The CSS grid tracks of every row (header, body, state rows), set inline from the visible columns. */
export const columnsVar = createVar();
/** The sum of the columns' minimum widths, so narrow viewports scroll sideways. */
export const minWidthVar = createVar();
/** The scroll viewport's block size. */
export const heightVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const toolbarStart = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minInlineSize: 0,
});

/** The grid is also the scroll viewport, so the header can stick to its top. */
export const grid = style({
  position: 'relative',
  blockSize: heightVar,
  overflow: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  outline: 'none',
  // Each row paints its own layer: scrolling 100k rows only moves a few dozen composited boxes.
  contain: 'strict',
});

/**
 * Every row group (header, body, skeleton rows) is exactly this wide and its rows fill it, so the same tracks give
 * the same columns in every row. A width from the rows' own content (e.g. `max-content`) sizes `fr` tracks
 * differently and moves the header off its cells.
 */
export const rowGroup = style({ inlineSize: `max(100%, ${minWidthVar})` });

export const headerGroup = style([
  rowGroup,
  { position: 'sticky', insetBlockStart: 0, zIndex: vars.zIndex.sticky },
]);

/** The line under each row, drawn by the body itself where a row is not mounted yet (a frame or two). */
const rowLine = `calc(${vars.size.rowHeight} - 1px)`;

export const body = style([
  rowGroup,
  {
    position: 'relative',
    backgroundColor: vars.color.surface,
    backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${rowLine}, ${vars.color.border} ${rowLine} ${vars.size.rowHeight})`,
  },
]);

export const row = style({
  display: 'grid',
  gridTemplateColumns: columnsVar,
  blockSize: vars.size.rowHeight,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const headerRow = style([
  row,
  {
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
  },
]);

/** Virtual rows are absolutely positioned at their offset in the list. */
export const bodyRow = style([
  row,
  {
    position: 'absolute',
    insetInlineStart: 0,
    insetBlockStart: 0,
    inlineSize: '100%',
    // A row's layout and paint never reach outside it: mounting one while scrolling lays out only that row.
    contain: 'strict',
    selectors: {
      '&[data-selected]': { backgroundColor: vars.color.surfaceSelected },
      '&[data-actionable]': { cursor: 'pointer' },
      '&[data-actionable]:hover': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected][data-actionable]:hover': { backgroundColor: vars.color.surfaceSelected },
    },
  },
]);

/** Skeleton rows, in normal flow. */
export const staticRow = style([row]);

export const cell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minInlineSize: 0,
    paddingInline: vars.space.md,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`,
        borderRadius: vars.radius.sm,
      },
    },
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start', textAlign: 'start' },
      center: { justifyContent: 'center', textAlign: 'center' },
      end: { justifyContent: 'flex-end', textAlign: 'end' },
    },
    numeric: {
      true: { fontVariantNumeric: 'tabular-nums' },
    },
    header: {
      true: { userSelect: 'none' },
    },
    sortable: {
      true: {
        cursor: 'pointer',
        selectors: { '&:hover': { color: vars.color.text } },
      },
    },
  },
  defaultVariants: { align: 'start' },
});

export type CellVariants = NonNullable<RecipeVariants<typeof cell>>;

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis', minInlineSize: 0 });

export const sortIcon = style({
  flexShrink: 0,
  color: vars.color.textSubtle,
  selectors: {
    '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.color.text },
  },
});

export const rowLink = style({
  color: 'inherit',
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: {
    '[data-actionable]:hover &': { color: vars.color.accentText, textDecoration: 'underline' },
  },
});

export const checkbox = style({
  inlineSize: 16,
  blockSize: 16,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
});

/** A full-width cell for state content (empty, error, loading more). */
export const spanningCell = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const stateRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  minInlineSize: '100%',
  position: 'sticky',
  insetInlineStart: 0,
  inlineSize: '100%',
});

export const errorIcon = style({ color: vars.color.dangerText });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/**
 * Holds one cell per column that declares `minContent`, to measure that text in the body cells' font. Clipped to
 * nothing and hidden: it takes no room and adds no scrollable overflow.
 */
export const sizer = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: 0,
  blockSize: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const sizerCell = style({
  position: 'absolute',
  insetInlineStart: 0,
  inlineSize: 'max-content',
});
