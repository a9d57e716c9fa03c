import type {RouteConfig} from 'react-router-config';

type Preloadable = {preload?: () => Promise<unknown>};
type GroupModule = {default: RouteConfig[]};
// Docusaurus gives every route one path (react-router-config also allows a list).
type ParentRoute = RouteConfig & {path: string; routes: RouteConfig[]};

/** A route component with a loader (a react-loadable one, or a stub below). */
function isPreloadable(component: unknown): component is Required<Preloadable> {
  return (
    (typeof component === 'function' || (typeof component === 'object' && component !== null)) &&
    'preload' in component &&
    typeof component.preload === 'function'
  );
}

/**
 * The doc routes of a docs version, loaded in groups (see the route-table plugin). `route` is the
 * route that holds them; it gets one stub per doc route, in the original order: a route with the
 * doc's path whose component only knows how to preload. Docusaurus preloads the components of the
 * routes that match a URL before it renders it (on the first load, on every navigation, and when
 * a link is hovered), so preloading a stub loads its group, puts the group's real routes in place
 * of their stubs, and preloads the real route. The rendered tree is then the server's.
 *
 * @param stubs each doc route's path below `route.path`, and the index of its group in `loads`
 * @param loads one module loader per group
 */
export default function lazyRoutes(
  route: ParentRoute,
  stubs: ReadonlyArray<readonly [path: string, group: number]>,
  loads: ReadonlyArray<() => Promise<GroupModule>>,
): ParentRoute {
  const pending = new Map<number, Promise<void>>();
  const loadGroup = (group: number): Promise<void> => {
    let promise = pending.get(group);
    if (!promise) {
      promise = loads[group]().then(
        (module) => {
          for (const real of module.default) {
            const index = route.routes.findIndex((candidate) => candidate.path === real.path);
            if (index === -1) route.routes.push(real);
            else route.routes[index] = real;
          }
        },
        (error: unknown) => {
          pending.delete(group); // a later navigation tries again
          throw error;
        },
      );
      pending.set(group, promise);
    }
    return promise;
  };
  route.routes = stubs.map(([relativePath, group]) => {
    const path = route.path + relativePath;
    // Rendered only if the stub was never preloaded, which Docusaurus does before it renders a route.
    const component = Object.assign((): null => null, {
      preload: () =>
        loadGroup(group).then(() => {
          const real = route.routes.find((candidate) => candidate.path === path)?.component;
          return isPreloadable(real) ? real.preload() : undefined;
        }),
    });
    return {path, exact: true, component};
  });
  return route;
}
