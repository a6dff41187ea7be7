import '@fontsource-variable/inter';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, i18n } from './i18n/i18n';
import { intlLocale } from './i18n/locales';
import { PreferencesProvider } from './preferences/PreferencesProvider';
import { readPreferences } from './preferences/storage';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * Starts fetching the code of the page being opened (its route chunks) right away, alongside the message
 * catalog, instead of after the first render. Only code: guards and loaders run when the router loads.
 */
function preloadRouteChunks() {
  for (const { routeId } of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[routeId as keyof typeof router.routesById];
    // A chunk that fails here fails again, and is reported, when the router loads the route.
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

async function start() {
  const preferences = readPreferences();
  preloadRouteChunks();
  await activateLocale(preferences.language);
  document.documentElement.lang = intlLocale[preferences.language];
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser, so the first render is no single long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <PreferencesProvider initial={preferences}>
            <RouterProvider router={router} />
          </PreferencesProvider>
        </I18nProvider>
      </StrictMode>,
    );
  });
}

void start();
