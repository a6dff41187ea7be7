import '@fontsource-variable/inter';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, i18n } from './i18n/i18n';
import { intlLocale } from './i18n/locales';
import { PreferencesProvider } from './preferences/PreferencesProvider';
import { readPreferences } from './preferences/storage';
import { createAppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});
const router = createAppRouter(queryClient);

async function start() {
  const preferences = readPreferences();
  await activateLocale(preferences.language);
  document.documentElement.lang = intlLocale[preferences.language];
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PreferencesProvider initial={preferences}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PreferencesProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
