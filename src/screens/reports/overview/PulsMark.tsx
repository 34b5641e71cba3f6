/** Why the mark is there, for the hover and for a screen reader (spec: the ordering-system family is marked). */
export const pulsMarkExplanation = 'Инициатива оптовой системы «Пульс»: товары по ней заказываются через систему заказов «Пульс»';

/**
 * The mark of an initiative of the wholesaler "Пульс" family (a name with 'пульс', not an
 * 'импульсная' action): a small badge after its name. The badge reads 'Пульс'; the explanation is
 * its hover title and, for a screen reader, hidden text (a title alone is not reliably read out).
 */
export function PulsMark() {
  return (
    <span className="overview__puls-mark" title={pulsMarkExplanation}>
      <span aria-hidden="true">Пульс</span>
      <span className="visually-hidden">{` (${pulsMarkExplanation})`}</span>
    </span>
  );
}
