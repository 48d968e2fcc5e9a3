import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { COLLECTION_MISSING, CollectionFrame } from '../frames/collection-frame';
import { ProjectFrame } from '../frames/project-frame';
import { NotFoundPage } from '../pages/not-found-page';
import { WelcomePage } from '../pages/welcome-page';
import { RemotePage } from '../remotes/remote-page';
import { GuardedRoute } from './guarded-route';
import { redirects, routeTable, type Frame, type RemoteRoute } from 'shared/routes';
import { DocumentTitle } from './document-title';

const frames: Record<Frame, (page: ReactNode) => ReactNode> = {
  none: (page) => page,
  project: (page) => <ProjectFrame>{page}</ProjectFrame>,
  collection: (page) => (
    <ProjectFrame notFound={COLLECTION_MISSING}>
      <CollectionFrame>{page}</CollectionFrame>
    </ProjectFrame>
  ),
};

function routeElement(route: RemoteRoute) {
  return (
    <GuardedRoute access={route.access}>
      <DocumentTitle title={route.title} />
      {frames[route.frame](<RemotePage remote={route.remote} page={route.page} />)}
    </GuardedRoute>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <GuardedRoute access="user">
            <DocumentTitle title="Welcome" />
            <WelcomePage />
          </GuardedRoute>
        }
      />
      {routeTable.map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route)} />
      ))}
      {redirects.map(({ path, to }) => (
        <Route key={path} path={path} element={<Navigate to={to} replace />} />
      ))}
      <Route
        path="*"
        element={
          <>
            <DocumentTitle title="Page not found" />
            <NotFoundPage />
          </>
        }
      />
    </Routes>
  );
}
