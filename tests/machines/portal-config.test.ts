import { describe, expect, it } from 'vitest';
import { ConfigError, loadPortalConfig, parsePortalConfig } from '../../src/api/shared/config';

// The portal's side of config.json (the gateway's environment parsing is tested with the api).
const config = {
  serviceAddress: '',
  endpointPrefix: '/api',
  corporatePortalUrl: 'http://corporate.test/',
  helpUrl: 'http://help.test/',
  cubesUrl: 'http://cubes.test/',
  analyticsUrl: 'http://analytics.test/',
  appStores: {
    appStore: 'https://apps.apple.com/x',
    googlePlay: 'https://play.google.com/x',
    appGallery: 'https://appgallery.huawei.com/x',
  },
};
const answer =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

describe('portal configuration (config.json)', () => {
  it('loads and validates the file next to the portal', async () => {
    const urls: string[] = [];
    const fetchFn = async (url: RequestInfo | URL) => (urls.push(String(url)), new Response(JSON.stringify(config)));
    // A file without the analytics part gets the spec's: the /ws prefix with an empty service address.
    await expect(loadPortalConfig(fetchFn as typeof fetch, '/pa/config.json')).resolves.toEqual({
      ...config,
      analytics: { serviceAddress: '', prefix: '/ws' },
    });
    expect(urls).toEqual(['/pa/config.json']);
  });

  it('takes the analytics address and prefix a deployment gives', () => {
    const analytics = { serviceAddress: 'https://stats.example.ru', prefix: '/ws' };
    expect(parsePortalConfig({ ...config, analytics }).analytics).toEqual(analytics);
  });

  it('names the wrong field of a malformed file', () => {
    expect(() => parsePortalConfig({ ...config, appStores: { ...config.appStores, googlePlay: 1 } })).toThrow(
      new ConfigError('Настройки портала (config.json) заполнены неверно: поле appStores.googlePlay.'),
    );
    expect(() => parsePortalConfig(null)).toThrow('ожидается объект настроек');
  });

  it.each([
    [answer('not json'), 'не являются корректным JSON'],
    [answer('{}', 404), 'сервер ответил ошибкой 404'],
    [async () => Promise.reject(new TypeError('fetch failed')), 'сервер недоступен'],
  ])('explains in Russian why the file could not be used (%#)', async (fetchFn, text) => {
    await expect(loadPortalConfig(fetchFn as typeof fetch, '/pa/config.json')).rejects.toThrow(text);
  });

  it.each([
    ['no line', async () => Promise.reject(new TypeError('fetch failed')), true],
    ['a proxy with the server away', answer('', 503), true],
    ['a gateway timeout', answer('', 504), true],
    ['no such file', answer('{}', 404), false],
    ['a server error', answer('{}', 500), false],
    ['not JSON', answer('not json'), false],
  ])('tells a server not reached from a deployment at fault: %s', async (_, fetchFn, unreachable) => {
    const error = await loadPortalConfig(fetchFn as typeof fetch, '/pa/config.json').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).unreachable).toBe(unreachable);
  });
});
