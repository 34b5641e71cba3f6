/** The service prefix this plugin is registered under (beside the overview's reports-rt plugin). */
export const forecastService = '/reports-rt';

/** A contract path (service prefix included) as a route inside the plugin. */
export function inService(path: string): string {
  if (!path.startsWith(`${forecastService}/`)) throw new Error(`${path} is not a path of ${forecastService}`);
  return path.slice(forecastService.length);
}
