import { quantityFlag, quantityFlagMark, quantityFlagText, readPacks } from '../../domain/orders/order-quantity';
import '../../styles/quantity.css';

/**
 * The grid's mark on a quantity far above its recommendation or above the per-line bound (issue
 * 18 item 2): a short word in the cell, the full sentence for screen readers and on hover. The
 * confirmation names the same lines before the order leaves.
 */
export function QuantityFlagMark({ text, recommended }: { text: string; recommended: number }) {
  const reading = readPacks(text);
  const packs = 'packs' in reading ? reading.packs : Number(text);
  const flag = Number.isFinite(packs) ? quantityFlag(packs, recommended) : null;
  if (!flag) return null;
  const sentence = quantityFlagText(flag, packs, recommended);
  return (
    <span className={`quantity-flag quantity-flag--${flag}`} title={sentence}>
      <span aria-hidden="true">{quantityFlagMark[flag]}</span>
      <span className="visually-hidden">{sentence}</span>
    </span>
  );
}
