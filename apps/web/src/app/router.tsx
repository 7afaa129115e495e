import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setNavigator } from '../shared/navigation/navigate.ts';
import { registerKnownRoutes } from '../shared/routing/known-routes.ts';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { BootSplash, RootShell } from './layouts/RootShell.tsx';
import { bareRoutes, layoutRoutes, toRouteObject } from './routes.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

export function createAppRouter() {
  const table: RouteObject[] = [
    {
      Component: RootShell,
      HydrateFallback: BootSplash,
      // The bare pages' failures (and the layout's own) are shown without the layout.
      ErrorBoundary: RouteErrorPage,
      children: [
        ...bareRoutes.map(toRouteObject),
        // SPEC §2.1 "/ redirects to home": home lives at '/', old /home links land there too.
        { path: '/home', element: <Navigate to="/" replace /> },
        {
          path: '/',
          Component: DefaultLayout,
          // A page that fails to load or render is replaced inside the layout: header and footer stay.
          children: [{ ErrorBoundary: RouteErrorPage, children: layoutRoutes.map(toRouteObject) }],
        },
      ],
    },
  ];
  const router = createBrowserRouter(table);
  registerKnownRoutes(table);
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}
