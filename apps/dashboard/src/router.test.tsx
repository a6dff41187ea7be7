import { createRouter } from '@tanstack/react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Both trees share their route objects: loading the whole tree gives the root all its children. Each test starts
// from fresh modules, as each page load does.
const freshModules = async () => {
  vi.resetModules();
  const [router, publicTree] = await Promise.all([
    import('./router'),
    import('./publicRouteTree.gen'),
  ]);
  return { ...router, publicRouteTree: publicTree.routeTree };
};

const routeIds = (router: { routesById: object }) => Object.keys(router.routesById);

describe('the router of the page opened', () => {
  // The first import compiles every route module and the pages they import: slow on a busy machine.
  beforeAll(() => import('./routeTree.gen'), 120_000);

  it('gives a page that needs no sign-in the public tree only, loaded', async () => {
    const { createAppRouter } = await freshModules();
    for (const pathname of ['/login', '/reset/abc', '/session-expired', '/logout']) {
      window.history.replaceState(null, '', pathname);
      const router = await createAppRouter(pathname);
      expect(routeIds(router)).toContain('/_auth/login/');
      expect(routeIds(router)).not.toContain('/_dashboard');
      // Loaded already: the first render shows the page.
      expect(router.state.matches.at(-1)?.pathname.replace(/\/$/, '')).toBe(pathname);
    }
  });

  it('gives any other page the whole tree, an unknown one too', async () => {
    const { createAppRouter } = await freshModules();
    for (const pathname of ['/', '/transactions', '/no/such/page']) {
      const ids = routeIds(await createAppRouter(pathname));
      expect(ids).toContain('/_dashboard');
      expect(ids).toContain('/_auth/login/');
    }
  });

  it("runs a signed-in page's guard before the first render", async () => {
    const { createAppRouter } = await freshModules();
    window.history.replaceState(null, '', '/transactions');
    const router = await createAppRouter('/transactions');
    // Without a session the guard has already sent the visitor to sign in: nothing of the page renders first.
    expect(router.state.status).toBe('idle');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/transactions' });
  });

  it('opens a page outside the public tree as a new document', async () => {
    const { openOutsideAsDocument, publicRouteTree } = await freshModules();
    const router = createRouter({ routeTree: publicRouteTree });
    const open = vi.fn();
    openOutsideAsDocument(router, open);
    // What RouterProvider does once mounted: every change of the history loads the router.
    router.history.subscribe(() => void router.load());

    await router.navigate({ to: '/reset' });
    expect(open).not.toHaveBeenCalled();
    await router.navigate({ href: '/transactions?q=x' });
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('/transactions?q=x'));
  });

  it('knows the public pages by their first segment (AUTH_PATHS), as index.html does', async () => {
    vi.resetModules();
    const { routeTree: publicTree } = await import('./publicRouteTree.gen');
    const { AUTH_PATH } = await import('./shared/bootShell/bootShell');
    const pathsOf = (router: { routesByPath: object }) =>
      Object.keys(router.routesByPath).filter((path) => path.length > 1);
    const publicPaths = pathsOf(createRouter({ routeTree: publicTree }));
    expect(publicPaths).toContain('/login');
    for (const path of publicPaths) expect(AUTH_PATH.test(path), path).toBe(true);

    const { routeTree: wholeTree } = await import('./routeTree.gen');
    const signedInPaths = pathsOf(createRouter({ routeTree: wholeTree })).filter(
      (path) => !publicPaths.includes(path),
    );
    expect(signedInPaths).toContain('/transactions');
    for (const path of [...signedInPaths, '/', '/no/such/page'])
      expect(AUTH_PATH.test(path), path).toBe(false);
  });
});
