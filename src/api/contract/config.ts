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
  /**
   * Usage analytics (spec section 7: the property prefix /ws with an empty service address): hits go
   * to serviceAddress + prefix. Optional, so a config.json written before it still loads.
   */
  analytics: v.optional(v.object({ serviceAddress: v.string(), prefix: v.string() }), { serviceAddress: '', prefix: '/ws' }),
  appStores: v.object({ appStore: v.string(), googlePlay: v.string(), appGallery: v.string() }),
});
export type PortalConfig = v.InferOutput<typeof PortalConfig>;
