import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORDER_DRAFT_MAX_BYTES,
  OrderDraftParams,
  OrderDraftQuery,
  OrderDraftSave,
  orderDraftRoutes,
  orderDraftStaleText,
  orderDraftTooLargeText,
  type OrderDraftAnswer,
} from '../../../src/api/contract/order-drafts';
import { HttpError } from '../../http/errors';
import { parseInput } from '../../http/input';
import { askedPharmacy } from '../purchase-order/scope';
import { clearDraft, keptDraft, saveDraft, type DraftOwner } from './store';

/**
 * A body a little above the draft limit still arrives, to be refused in words (413 with the
 * draft's own message); far above it Fastify refuses it unread (also 413, in Russian).
 */
const DRAFT_BODY_LIMIT = 4 * ORDER_DRAFT_MAX_BYTES;

/**
 * /api/pharmacy-cabinet-purchase-service/v1/order-drafts/{screen} (our extension, issue 18 item 1):
 * the signed-in user's draft of an order screen for one pharmacy. A pharmacy user reads and writes
 * only its own pharmacy's drafts, whatever id it sends; staff name the pharmacy. Nobody reads
 * another user's drafts: the user is the token's.
 */
export default async function orderDraftsService(app: FastifyInstance) {
  const path = orderDraftRoutes.draft;
  const config = { permissions: ['READ_REPORTS' as const] };

  async function ownerOf(request: FastifyRequest): Promise<DraftOwner> {
    const { screen } = parseInput(OrderDraftParams, request.params);
    const { pharmacyId } = parseInput(OrderDraftQuery, request.query);
    const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
    return { userId: request.user.id, pharmacyId: pharmacy.id, screen };
  }

  app.get<{ Reply: OrderDraftAnswer }>(path, { config }, async (request) => keptDraft(app.db, await ownerOf(request)));

  app.put<{ Reply: OrderDraftAnswer }>(path, { config, bodyLimit: DRAFT_BODY_LIMIT }, async (request) => {
    const owner = await ownerOf(request);
    const { revision, draft } = parseInput(OrderDraftSave, request.body);
    if (Buffer.byteLength(JSON.stringify(draft)) > ORDER_DRAFT_MAX_BYTES) throw new HttpError(413, orderDraftTooLargeText);
    const saved = await saveDraft(app.db, owner, revision, draft, app.clock());
    if (!saved) throw new HttpError(409, orderDraftStaleText);
    return saved;
  });

  app.delete<{ Reply: OrderDraftAnswer }>(path, { config }, async (request) => clearDraft(app.db, await ownerOf(request), app.clock()));
}
