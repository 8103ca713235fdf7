import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { reloadOnce } from './app/lazy.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { initI18n, loadCore } from './i18n/index.ts';
import './index.css';

const i18n = initI18n();

// A chunk of an older build that is gone after a deploy: reload once to get the new one.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) {
    event.preventDefault();
  }
});

const router = createAppRouter();
const client = createQueryClient();

// A language other than English shows the shell in its own texts from the first paint (English is
// bundled, so it needs no wait; the route loads its catalogue parts with its page). Should the
// core fail to load, the shell shows English and the route's own load of it decides.
void loadCore(i18n.language)
  .catch(() => undefined)
  .then(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
