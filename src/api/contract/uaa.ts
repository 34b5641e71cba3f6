import * as v from 'valibot';
import { declareCalls } from './call';
import { extension } from './extension';
import { tags } from './tags';

/**
 * POST /uaa/oauth/token, form-encoded. Three grants; the token request is the only call sent
 * without a bearer token.
 */
export const PasswordGrant = v.object({
  grant_type: v.literal('password'),
  scope: v.literal('read'),
  username: v.pipe(v.string(), v.minLength(1, 'Укажите логин (username)')),
  password: v.pipe(v.string(), v.minLength(1, 'Укажите пароль (password)')),
});
export const RefreshGrant = v.object({
  grant_type: v.literal('refresh_token'),
  refresh_token: v.pipe(v.string(), v.minLength(1, 'Укажите refresh_token')),
});
export const SharedSecretGrant = v.object({
  grant_type: v.literal('shared_secret'),
  scope: v.literal('read'),
  shared_secret: v.pipe(v.string(), v.minLength(1, 'Укажите shared_secret')),
});
export const TokenRequest = v.variant('grant_type', [PasswordGrant, RefreshGrant, SharedSecretGrant]);
export type TokenRequest = v.InferOutput<typeof TokenRequest>;

/** The spec's token answer is access_token and refresh_token (RF §7); the OAuth extras are ours. */
export const TokenResponse = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: extension(v.optional(v.string()), {
    why: 'OAuth names the kind of token; ours is always a bearer token.',
    without: 'Nothing changes: the portal sends every token as a bearer token.',
  }),
  expires_in: extension(v.optional(v.number()), {
    why: 'OAuth tells how many seconds the access token lives.',
    without:
      "The portal reads the lifetime from the access token's own `exp` claim (jwt-decode); it refreshes on a 401 either way (RF §4).",
  }),
});
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

/**
 * POST /uaa/oauth/revoke, form-encoded (RFC 7009): our extension, not in the spec. Ends the
 * session (the refresh family) the refresh token belongs to; answers 204 whatever the token, so
 * it tells nothing about tokens. The portal's sign-out calls it and signs out locally anyway.
 */
export const RevokeRequest = v.object({
  token: v.pipe(v.string('Укажите token'), v.minLength(1, 'Укажите token')),
  token_type_hint: v.optional(v.string()),
});
export type RevokeRequest = v.InferOutput<typeof RevokeRequest>;

/** Bad credentials and bad grants: 400 with an OAuth error code and a Russian description. */
export const TokenError = v.object({ error: v.string(), error_description: v.string() });
export type TokenError = v.InferOutput<typeof TokenError>;

/** The claims of the signed access token. */
export const AccessClaims = v.object({
  user_name: v.string(),
  user_id: v.number(),
  authorities: v.array(v.string()),
  exp: v.number(),
});
export type AccessClaims = v.InferOutput<typeof AccessClaims>;

/** Signing in and out: the only calls sent without a bearer token, form-encoded, answering errors the OAuth way. */
export const uaaCalls = declareCalls(tags.signIn, {
  requestToken: {
    method: 'POST',
    path: '/uaa/oauth/token',
    summary: 'Вход: токен доступа по паролю, по токену обновления или по общему секрету',
    body: TokenRequest,
    bodyType: 'application/x-www-form-urlencoded',
    answer: { json: TokenResponse },
    public: true,
    errorBody: TokenError,
  },
  revokeRefreshToken: {
    method: 'POST',
    path: '/uaa/oauth/revoke',
    summary:
      'Выход: завершить сеанс (семейство токенов обновления) на сервере — расширение спецификации (RFC 7009); без него портал выходит только у себя',
    body: RevokeRequest,
    bodyType: 'application/x-www-form-urlencoded',
    answer: { empty: 'Сеанс завершён (и для неизвестного токена: ответ ничего не говорит о токенах)' },
    public: true,
    errorBody: TokenError,
    extension: { why: 'Signing out ends the session on the server too.', without: "Signing out is local, as the spec's portal does." },
  },
});
