import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { purchasePositions } from '../../db/schema';
import type { ContractRow } from './contracts';

/** A product the pharmacy may motivate, with where it comes from: an initiative's position or a contract. */
export interface Offer {
  productId: number;
  promoter: string;
  initiativeId: number | null;
  contractId: number | null;
}

/**
 * What the plan editor's filters choose among: the pharmacy's purchase positions (both report
 * services) and the running contracts' products. Filters narrow these by initiative, promoter
 * and contract.
 */
export async function offersOf(db: Database, pharmacyId: number, contracts: readonly ContractRow[]): Promise<Offer[]> {
  const positions = await db
    .selectDistinct({ productId: purchasePositions.productId, promoter: purchasePositions.promoter, initiativeId: purchasePositions.initiativeId })
    .from(purchasePositions)
    .where(eq(purchasePositions.pharmacyId, pharmacyId));
  return [
    ...positions.map((position) => ({ ...position, contractId: null })),
    ...contracts.flatMap((contract) => contract.productIds.map((productId) => ({ productId, promoter: contract.promoter, initiativeId: null, contractId: contract.id }))),
  ];
}
