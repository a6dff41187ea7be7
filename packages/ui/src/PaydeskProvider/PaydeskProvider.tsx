import { useRef, type ReactNode } from 'react';
import { I18nProvider, RouterProvider, useLocale } from 'react-aria-components';
import { ThemedRootContext } from '../private/ThemedPortal';
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
  /** Client-side navigation for every Link and link-like item (an app router's navigate). */
  navigate?: (href: string, options?: unknown) => void;
  /** Turns a router path into a real href (e.g. with a base path), for links' `href` attribute. */
  useHref?: (href: string) => string;
}

function Root({ theme, className, children }: Omit<PaydeskProviderProps, 'locale'>) {
  const { locale, direction } = useLocale();
  // Overlays inside portal here (ThemedPortal), where the theme, direction and language apply.
  const root = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={root}
      lang={locale}
      dir={direction}
      className={[themeClassNames[theme ?? 'auto'], layoutWidth, className]
        .filter(Boolean)
        .join(' ')}
    >
      <ThemedRootContext.Provider value={root}>{children}</ThemedRootContext.Provider>
    </div>
  );
}

/** Wrap the app (or a story) once: it applies the theme, the locale and the reading direction. */
export function PaydeskProvider({ locale, navigate, useHref, ...props }: PaydeskProviderProps) {
  const root = (
    <I18nProvider locale={locale}>
      <Root {...props} />
    </I18nProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {root}
    </RouterProvider>
  ) : (
    root
  );
}
