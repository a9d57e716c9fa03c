import {describe, expect, it, vi} from 'vitest';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import lazyRoutes from '@site/src/plugins/route-table/client/lazyRoutes';

type Preloadable = RouteConfig['component'] & {preload: () => Promise<unknown>};

function realRoute(path: string) {
  const component = Object.assign(() => null, {preload: vi.fn(async () => path)});
  return {path, exact: true, sidebar: 'docs', component};
}

function setUp() {
  const groups = [[realRoute('/v/'), realRoute('/v/b/2/')], [realRoute('/v/a/1/')]];
  const loads = groups.map((routes) => vi.fn(async () => ({default: routes})));
  const parent = lazyRoutes(
    {path: '/v/', component: () => null, routes: []},
    [
      ['', 0],
      ['a/1/', 1],
      ['b/2/', 0],
    ],
    loads,
  );
  // What Docusaurus does before it renders a URL: preload the components of the routes that match.
  const preload = (pathname: string) =>
    Promise.all(matchRoutes([parent], pathname).map((match) => (match.route.component as Preloadable).preload?.()));
  return {parent, groups, loads, preload};
}

describe('lazyRoutes', () => {
  it('gives every doc route a stub, in the original order, that matches only its own path', () => {
    const {parent, loads} = setUp();
    expect(parent.routes.map((route) => [route.path, route.exact])).toEqual([
      ['/v/', true],
      ['/v/a/1/', true],
      ['/v/b/2/', true],
    ]);
    expect(matchRoutes([parent], '/v/a/1/').map((match) => match.route.path)).toEqual(['/v/', '/v/a/1/']);
    expect(loads.every((load) => load.mock.calls.length === 0)).toBe(true);
  });

  it('preloading a stub loads its group only, puts the real routes in place and preloads the real route', async () => {
    const {parent, groups, loads, preload} = setUp();
    await preload('/v/b/2/');
    expect(loads[0]).toHaveBeenCalledTimes(1);
    expect(loads[1]).not.toHaveBeenCalled();
    expect(parent.routes[0]).toBe(groups[0][0]);
    expect(parent.routes[2]).toBe(groups[0][1]);
    expect(parent.routes[1].component).not.toBe(groups[1][0].component); // still a stub
    expect(groups[0][1].component.preload).toHaveBeenCalledTimes(1);
    expect(groups[0][0].component.preload).not.toHaveBeenCalled();
    // Now the real route matches, and a second preload loads nothing new.
    await preload('/v/b/2/');
    expect(loads[0]).toHaveBeenCalledTimes(1);
    expect(groups[0][1].component.preload).toHaveBeenCalledTimes(2);
  });

  it('tries a group again after its chunk failed to load', async () => {
    const {parent, groups, loads, preload} = setUp();
    loads[1].mockRejectedValueOnce(new Error('offline'));
    await expect(preload('/v/a/1/')).rejects.toThrow('offline');
    await preload('/v/a/1/');
    expect(loads[1]).toHaveBeenCalledTimes(2);
    expect(parent.routes[1]).toBe(groups[1][0]);
  });
});
