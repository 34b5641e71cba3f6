import type { PortalConfig } from '../../src/api/contract/config';
import type { Config } from '../core/config';

/**
 * /pa/config.json: the portal's run-time settings. The gateway serves the api on its own origin
 * under /api, hence the empty service address.
 */
export const portalConfig = ({ links }: Config): PortalConfig => ({
  serviceAddress: '',
  endpointPrefix: '/api',
  corporatePortalUrl: links.corporatePortalUrl,
  helpUrl: links.helpUrl,
  cubesUrl: links.cubesUrl,
  analyticsUrl: links.analyticsUrl,
  analytics: { serviceAddress: '', prefix: '/ws' },
  appStores: { appStore: links.appStoreUrl, googlePlay: links.googlePlayUrl, appGallery: links.appGalleryUrl },
});
