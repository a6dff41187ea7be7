import { sharedTokens } from '../theme/tokens';

/** Row height in px for the virtualizer; the same token the CSS reads (vars.size.rowHeight). */
export const DATA_TABLE_ROW_HEIGHT = parseInt(sharedTokens.size.rowHeight, 10);
