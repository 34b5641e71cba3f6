import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { screenOf } from '../../src/app/screen-code';

/**
 * The page's first script fetches the code of the screen an address opens before the router is
 * there, reading the address itself: it must name the screen the router will draw there.
 */
describe('the screen whose code an address fetches ahead', () => {
  it.each([
    ['/pa/reports', 'reports'],
    ['/pa/reports/', 'reports'],
    ['/pa/reports/1009', 'reportDetail'],
    ['/pa/order-history', 'orderHistory'],
  ])('%s opens %s', (pathname, screen) => {
    expect(screenOf(pathname, '/pa/')).toBe(screen);
  });

  it.each(['/pa/', '/pa/sign-in', '/pa/entry', '/pa/reports/1009/more', '/reports', '/pa/reportsX'])(
    '%s opens no screen fetched on first visit',
    (pathname) => {
      expect(screenOf(pathname, '/pa/')).toBeUndefined();
    },
  );
});

describe('the routes and the screens fetched ahead', () => {
  it('every route whose screen loads on first visit is one the first script recognises', async () => {
    const { routes } = await import('../../src/app/routes');
    const lazyPaths: string[] = [];
    const walk = (list: RouteObject[], parent: string) => {
      for (const route of list) {
        const path = route.path ? `${parent}${parent && !parent.endsWith('/') ? '/' : ''}${route.path}` : parent;
        if (route.lazy) lazyPaths.push(path);
        if (route.children) walk(route.children, path);
      }
    };
    walk(routes, '');
    expect(lazyPaths.length).toBeGreaterThan(0);
    for (const path of lazyPaths) expect(screenOf(`/pa/${path.replace(/:[^/]+/gu, '7')}`, '/pa/'), path).toBeDefined();
  });
});
