import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from './i18n/i18n';
import { applyDocumentLocale } from './i18n/locales';
import { resolveStartupLanguage } from './i18n/startupLanguage';
import { applyStoredBrandingColours } from './lib/brandingColours';
import { currentEnvironment } from './relay/environment';
import { createRouter } from './router/router';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';
import './index.css';

applyStoredBrandingColours();
const language = await resolveStartupLanguage(currentEnvironment(), window.location.pathname);
applyDocumentLocale(language);
await initI18n(language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* The shell gives the screens the Relay environment its own query went to (routes/shell/shellRoute.tsx). */}
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);

registerServiceWorker();
