import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    backgroundColor: vars.color.neutralSubtle,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surfaceHover} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      // A still placeholder for people who asked for less motion.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      // One line of text: the height of the glyphs, centred in the line box.
      text: { blockSize: '0.8em', marginBlock: '0.35em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', inlineSize: '100%' });
