import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from './i18n/i18n';
import { applyDocumentLocale } from './i18n/locales';
import { resolveStartupLanguage } from './i18n/startupLanguage';
import { applyStoredBrandingColours } from './lib/brandingColours';
import { relayEnvironment } from './relay/environment';
import { createRouter } from './router/router';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';
import './index.css';

applyStoredBrandingColours();
const language = await resolveStartupLanguage(relayEnvironment, window.location.pathname);
applyDocumentLocale(language);
await initI18n(language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <RouterProvider router={createRouter()} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);

registerServiceWorker();
