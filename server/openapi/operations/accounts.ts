import { Pharmacy } from '../../../src/api/contract/pharmacy';
import { RevokeRequest, TokenError, TokenRequest, TokenResponse } from '../../../src/api/contract/uaa';
import { IdParams } from '../../http/ids';
import type { Catalogue } from '../operation';
import { tags } from '../../../src/api/contract/tags';

/** /api/uaa and /api/pharmacy: signing in and the pharmacy card (reports-and-foundation §7). */
export const accountsOperations: Catalogue = {
  'POST /uaa/oauth/token': {
    summary: 'Вход: токен доступа по паролю, по токену обновления или по общему секрету',
    tag: tags.signIn,
    body: TokenRequest,
    bodyType: 'application/x-www-form-urlencoded',
    answer: { json: TokenResponse },
    errors: TokenError,
    public: true,
  },
  'POST /uaa/oauth/revoke': {
    summary: 'Выход: завершить сеанс (семейство токенов обновления) на сервере — расширение спецификации (RFC 7009); без него портал выходит только у себя',
    tag: tags.signIn,
    body: RevokeRequest,
    bodyType: 'application/x-www-form-urlencoded',
    answer: { empty: 'Сеанс завершён (и для неизвестного токена: ответ ничего не говорит о токенах)' },
    errors: TokenError,
    public: true,
  },
  'GET /pharmacy/pharmacy/portal-id/:id': { summary: 'Карточка аптеки', tag: tags.pharmacy, params: IdParams, answer: { json: Pharmacy } },
};
