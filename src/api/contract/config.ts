import * as v from 'valibot';

/**
 * /pa/config.json, served by the gateway from its environment at run time, so one build of the
 * portal runs against any deployment.
 */
export const PortalConfig = v.object({
  /** Service address; empty means the portal's own origin. */
  serviceAddress: v.string(),
  /** Endpoint prefix put before every service prefix, '/api' on the gateway. */
  endpointPrefix: v.string(),
  corporatePortalUrl: v.string(),
  helpUrl: v.string(),
  cubesUrl: v.string(),
  analyticsUrl: v.string(),
  appStores: v.object({ appStore: v.string(), googlePlay: v.string(), appGallery: v.string() }),
});
export type PortalConfig = v.InferOutput<typeof PortalConfig>;
