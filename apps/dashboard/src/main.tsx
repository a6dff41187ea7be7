import '@fontsource-variable/inter';
// React first, then a pause for the browser, then ICU's setup and another pause, then the router's and messages'
// libraries and a third pause, then the app (see yieldToBrowser.ts, setUpIntl.ts and yieldAfterRouter.ts). Import
// order is evaluation order.
import 'react-dom/client';
import './yieldToBrowser';
import './setUpIntl';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import './yieldAfterRouter';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/bootShell/bootShell.css';
import { dismissBootShellWhenRendered } from './shared/bootShell/bootShell';
import { activateLocale, i18n, loadWholeCatalog, showsBootMessagesOnly } from './shared/i18n/i18n';
import { intlLocale } from './shared/i18n/locales';
import { PreferencesProvider } from './shared/preferences/PreferencesProvider';
import { readPreferences } from './shared/preferences/storage';
import { createAppRouter } from './router';
import { redirectLegacyHash } from './shared/legacyUrls/legacyHash';

// Before the router reads the location: an old `/#/reset/{token}` link opens the reset page.
redirectLegacyHash();

async function start() {
  const preferences = readPreferences();
  const { pathname } = window.location;
  // Any page but sign-in renders with the whole catalog: its rest loads with the boot part.
  if (!showsBootMessagesOnly(pathname)) void loadWholeCatalog();
  // The page's router (its code, session and data on their way) and the messages load side by side.
  const [router] = await Promise.all([
    createAppRouter(pathname),
    activateLocale(preferences.language),
  ]);
  document.documentElement.lang = intlLocale[preferences.language];
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  dismissBootShellWhenRendered(root);
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
