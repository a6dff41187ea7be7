import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { UNSAFE_PortalProvider, useUNSAFE_PortalContext } from 'react-aria';
import { themeClassNames } from '../theme/themes.css';

/** The root element of the nearest PaydeskProvider: it carries the theme class, `dir` and `lang`. */
export const ThemedRootContext = createContext<RefObject<HTMLElement | null> | null>(null);

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
 * of the nearest PaydeskProvider do not reach. This portals them into that provider's root instead, so colours,
 * direction and language follow the provider. An outer UNSAFE_PortalProvider (set by an app) wins.
 */
export function ThemedPortal({ children }: { children: ReactNode }) {
  const outer = useUNSAFE_PortalContext();
  const root = useContext(ThemedRootContext);
  if (outer.getContainer) return children;
  if (root) return <ProviderRootPortal root={root}>{children}</ProviderRootPortal>;
  return <AnchoredPortal>{children}</AnchoredPortal>;
}

/**
 * Renders its overlay in the same pass as the page: a closed overlay asks for no container, so a page with many
 * of them (selects, menus, the sidebar's drawer) mounts without the second, synchronous render an anchor's
 * callback would cause. An overlay open on the very first render asks before the provider's root is attached;
 * that one alone renders again once it is.
 */
function ProviderRootPortal({
  root,
  children,
}: {
  root: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const askedTooEarly = useRef(false);
  const [getContainer, setGetContainer] = useState(() => containerOf(root, askedTooEarly));
  // Only the first commit can ask too early. A passive effect: the provider's root, an ancestor, gets its ref
  // after this component's layout effects. A new getter makes the provider's consumers render again.
  useEffect(() => {
    if (!askedTooEarly.current || !root.current) return;
    askedTooEarly.current = false;
    setGetContainer(() => containerOf(root, askedTooEarly));
  }, [root]);
  return <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>;
}

function containerOf(root: RefObject<HTMLElement | null>, askedTooEarly: RefObject<boolean>) {
  return () => {
    if (!root.current) askedTooEarly.current = true;
    return root.current;
  };
}

/** Outside any PaydeskProvider: a hidden anchor finds the nearest themed ancestor once it is in the document. */
function AnchoredPortal({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const anchor = useCallback((node: HTMLSpanElement | null) => {
    if (node) setContainer(node.closest<HTMLElement>(themeSelector) ?? node.ownerDocument.body);
  }, []);
  return (
    <>
      <span ref={anchor} hidden />
      {container && (
        <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider>
      )}
    </>
  );
}
