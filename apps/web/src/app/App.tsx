import { RouterProvider } from 'react-router';
import './i18n.ts';
import { AppProviders } from './providers/AppProviders.tsx';
import { createAppRouter } from './router.tsx';

// One router per page, created outside React: StrictMode's double render must not create a second router
// (two routers would both own window.history and the navigator bridge).
const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
