export { Card, cardPaddings, type CardProps } from './Card';
