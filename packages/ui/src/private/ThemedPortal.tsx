import { useCallback, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider, useUNSAFE_PortalContext } from 'react-aria';
import { themeClassNames } from '../theme/themes.css';

const themeSelector = Object.values(themeClassNames)
  .map((name) =>
    name
      .split(' ')
      .map((token) => `.${token}`)
      .join(''),
  )
  .join(', ');

/**
 * Overlays portal out of the React tree; by default to document.body, where the theme class, `dir` and `lang`
 * of the nearest PaydeskProvider do not reach. This renders a hidden anchor where the overlay is declared and
 * portals into the nearest themed ancestor, so colours, direction and language follow the provider. An outer
 * UNSAFE_PortalProvider (set by an app) wins.
 */
export function ThemedPortal({ children }: { children: ReactNode }) {
  const outer = useUNSAFE_PortalContext();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const anchor = useCallback((node: HTMLSpanElement | null) => {
    if (node) setContainer(node.closest<HTMLElement>(themeSelector) ?? node.ownerDocument.body);
  }, []);
  if (outer.getContainer) return children;
  return (
    <>
      <span ref={anchor} hidden />
      {container && (
        <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider>
      )}
    </>
  );
}
