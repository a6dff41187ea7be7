import { style } from '@vanilla-extract/css';
import { adornment, field, fieldButton } from '../private/field/field.css';

export const searchField = style([field]);

/** RAC marks the field [data-empty]; there is nothing to clear then. */
export const clearButton = style([
  fieldButton,
  { selectors: { [`${searchField}[data-empty] &`]: { visibility: 'hidden' } } },
]);

export const searchInput = style({
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});

export const searchIcon = style([adornment, { paddingInlineEnd: 0 }]);
