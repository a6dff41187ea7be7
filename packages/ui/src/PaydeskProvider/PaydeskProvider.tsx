import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';
import { themeClassNames } from '../theme/themes.css';
import { layoutWidth } from './PaydeskProvider.css';

export const themes = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export interface PaydeskProviderProps {
  /** `auto` follows the operating system's colour scheme. */
  theme?: Theme;
  /** BCP 47 locale for formatting and the design system's own strings; defaults to the browser's. */
  locale?: string;
  children: ReactNode;
  className?: string;
}

function Root({ theme, className, children }: Omit<PaydeskProviderProps, 'locale'>) {
  const { locale, direction } = useLocale();
  return (
    <div
      lang={locale}
      dir={direction}
      className={[themeClassNames[theme ?? 'auto'], layoutWidth, className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </div>
  );
}

/** Wrap the app (or a story) once: it applies the theme, the locale and the reading direction. */
export function PaydeskProvider({ locale, ...props }: PaydeskProviderProps) {
  return (
    <I18nProvider locale={locale}>
      <Root {...props} />
    </I18nProvider>
  );
}
