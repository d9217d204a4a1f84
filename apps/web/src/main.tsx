import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles.css';

// zod compiles fast object parsers with new Function(), which the Content-Security-Policy forbids
// (no eval; docs/ARCHITECTURE.md, "Security headers"): parse without, and without trying.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
