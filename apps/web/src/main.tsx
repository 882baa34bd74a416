import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './index.css';
import { createQueryClient } from './queryClient';
import { appRoutes } from './routes/appRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

const router = createBrowserRouter(appRoutes());
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
