import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { reloadOnce } from './app/lazy.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';
import './index.css';

initI18n();

// A chunk of an older build that is gone after a deploy: reload once to get the new one.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) {
    event.preventDefault();
  }
});

const router = createAppRouter();
const client = createQueryClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
