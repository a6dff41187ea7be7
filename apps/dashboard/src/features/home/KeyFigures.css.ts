import { visuallyHidden } from '../../shared/styles/visuallyHidden.css';

/** Names the figures for screen-reader navigation; sighted readers see the cards. */
export const hiddenHeading = visuallyHidden;
