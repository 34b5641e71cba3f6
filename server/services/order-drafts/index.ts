import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORDER_DRAFT_MAX_BYTES,
  orderDraftCalls,
  orderDraftStaleText,
  orderDraftTooLargeText,
} from '../../../src/api/contract/order-drafts';
import { HttpError } from '../../core/errors';
import { route, type RouteOptions } from '../../http/route';
import { askedPharmacy } from '../purchase-order/scope';
import { clearDraft, keptDraft, saveDraft, type DraftOwner } from './store';

/**
 * A body a little above the draft limit still arrives, to be refused in words (413 with the
 * draft's own message); far above it Fastify refuses it unread (also 413, in Russian).
 */
const DRAFT_BODY_LIMIT = 4 * ORDER_DRAFT_MAX_BYTES;

/**
 * /api/pharmacy-cabinet-purchase-service/v1/order-drafts/{screen} (our extension):
 * the signed-in user's draft of an order screen for one pharmacy. A pharmacy user reads and writes
 * only its own pharmacy's drafts, whatever id it sends; staff name the pharmacy. Nobody reads
 * another user's drafts: the user is the token's.
 */
export default async function orderDraftsService(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };
  const { loadOrderDraft, saveOrderDraft, clearOrderDraft } = orderDraftCalls;

  async function ownerOf(request: FastifyRequest, screen: DraftOwner['screen'], pharmacyId: number | undefined): Promise<DraftOwner> {
    const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
    return { userId: request.user.id, pharmacyId: pharmacy.id, screen };
  }

  route(app, loadOrderDraft, options, async ({ params, query }, request) =>
    keptDraft(app.db, await ownerOf(request, params.screen, query.pharmacyId)),
  );

  route(app, saveOrderDraft, { ...options, bodyLimit: DRAFT_BODY_LIMIT }, async ({ params, query, body }, request) => {
    const owner = await ownerOf(request, params.screen, query.pharmacyId);
    if (Buffer.byteLength(JSON.stringify(body.draft)) > ORDER_DRAFT_MAX_BYTES) throw new HttpError(413, orderDraftTooLargeText);
    const saved = await saveDraft(app.db, owner, body.revision, body.draft, app.clock());
    if (!saved) throw new HttpError(409, orderDraftStaleText);
    return saved;
  });

  route(app, clearOrderDraft, options, async ({ params, query }, request) =>
    clearDraft(app.db, await ownerOf(request, params.screen, query.pharmacyId), app.clock()),
  );
}
