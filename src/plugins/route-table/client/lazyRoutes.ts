import {matchRoutes, type RouteConfig} from 'react-router-config';

type Preloadable = {preload?: () => Promise<unknown>};
type LazyRoute = RouteConfig & {routes: RouteConfig[]; component: Preloadable};

function preloadMatches(routes: RouteConfig[]): Promise<unknown> {
  const {pathname} = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((p) => matchRoutes(routes, p));
  return Promise.all(matches.map((match) => (match.route.component as Preloadable | undefined)?.preload?.()));
}

/**
 * A version route whose child routes load on demand (see the route-table plugin). Docusaurus
 * preloads the components of the routes that match a URL before it renders it (first load and every
 * navigation); here preloading the version route also loads its child routes, adds them to the
 * route (which renders them), and preloads the ones that match the location. The route object is
 * kept and its component's `preload` extended, so the rendered tree is the same as on the server.
 */
export default function lazyRoutes(route: LazyRoute, load: () => Promise<{default: RouteConfig[]}>): LazyRoute {
  const component = route.component;
  const ownPreload = component.preload;
  let children: Promise<void> | undefined;
  const loadChildren = (): Promise<void> =>
    (children ??= load().then(
      (module) => {
        route.routes.push(...module.default);
      },
      (error: unknown) => {
        children = undefined; // a later navigation tries again
        throw error;
      },
    ));
  component.preload = () => Promise.all([ownPreload?.(), loadChildren().then(() => preloadMatches(route.routes))]);
  return route;
}
