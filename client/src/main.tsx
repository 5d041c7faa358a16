import { type ReactNode, StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from './i18n/i18n';
import { applyDocumentLocale } from './i18n/locales';
import { resolveStartupLanguage } from './i18n/startupLanguage';
import { applyStoredBrandingColours } from './lib/brandingColours';
import { currentEnvironment, subscribeToEnvironment } from './relay/environment';
import { createRouter } from './router/router';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';
import './index.css';

applyStoredBrandingColours();
const language = await resolveStartupLanguage(currentEnvironment());
applyDocumentLocale(language);
await initI18n(language);

/** Outside the shell (its start, its failure) the current environment; the shell gives its own query's. */
function CurrentEnvironment({ children }: { children: ReactNode }) {
  return <RelayEnvironmentProvider environment={useSyncExternalStore(subscribeToEnvironment, currentEnvironment)}>{children}</RelayEnvironmentProvider>;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <CurrentEnvironment>
      <RouterProvider router={createRouter()} />
    </CurrentEnvironment>
  </StrictMode>,
);

registerServiceWorker();
