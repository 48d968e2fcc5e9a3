export { redirects, routeTable as remoteRoutes, type Access, type Frame, type RemoteRoute } from 'shared/routes';
