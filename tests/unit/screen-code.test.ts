import { describe, expect, it } from 'vitest';
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
