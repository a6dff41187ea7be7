/** Headline figures as cards in a description list: a term, its value large, and a line of detail. */
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './FigureCards.css';

export interface FigureGridProps extends HTMLAttributes<HTMLDListElement> {
  /** `narrow` cards wrap later (many figures); `wide` give long amounts room. */
  width?: keyof typeof styles.grid;
}

export function FigureGrid({ width = 'wide', ...props }: FigureGridProps) {
  return <dl {...props} className={styles.grid[width]} />;
}

export interface FigureCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  term: string;
  detail?: ReactNode;
  children: ReactNode;
}

export function FigureCard({ term, detail, children, ...props }: FigureCardProps) {
  return (
    <div {...props} className={styles.figure}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
      {detail && <dd className={styles.detail}>{detail}</dd>}
    </div>
  );
}
