import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useAuthSelector, useSnackbarActor } from '../../../ui/app-context';
import { selectPharmacy } from '../../../machines/session/auth.selectors';
import { motivationFiltersMachine } from '../../../machines/payroll/sales-motivation-filters.machine';
import { pickerMachine } from '../../../machines/payroll/sales-motivation-picker.machine';
import { salesMotivationMachine, type SalesMotivationInput } from '../../../machines/payroll/sales-motivation.machine';
import {
  selectKeptNotice,
  selectMissingFigures,
  selectPlanDraftActor,
  selectUnkept,
} from '../../../machines/payroll/sales-motivation.selectors';
import { keptPlanTexts } from '../../../machines/payroll/sales-motivation.kept';
import { DraftBar } from '../../orders/send/DraftBar';
import { RetryOnFailure } from '../../../ui/RetryAlert';
import { hasRepeatedNames } from '../../../machines/payroll/sales-motivation.rows';
import { MotivationFilters } from './MotivationFilters';
import { PlanActions } from './PlanActions';
import { PlanTable } from './PlanTable';
import { ProductPicker } from './ProductPicker';
import { ProlongQuestion } from './ProlongQuestion';
import '../../../styles/sales-motivation.css';

export interface SalesMotivationEditorProps {
  /** The month's first day, YYYY-MM-01. */
  monthStart: string;
  /** -1 the previous month (read-only but for prolong), 0 the current one. */
  offset: -1 | 0;
  /** The pharmacy's cashiers, in the cashier table's order. */
  cashierNames: string[];
  /** Told whenever the plan gains or loses unsaved edits no draft keeps, so the screen asks before they are left. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * The Extra premium tab's plan editor (spec §2.7): shown only when the pharmacy has cashiers. A
 * new month or a new list of cashiers is a new plan: the editor starts afresh for it.
 */
export function SalesMotivationEditor(props: SalesMotivationEditorProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  if (props.cashierNames.length === 0) return <p className="sales-motivation__empty">Кассиры не найдены</p>;
  if (!pharmacy) return null;
  return <Editor key={`${props.monthStart} ${props.offset} ${props.cashierNames.join('\u0000')}`} {...props} pharmacyId={pharmacy.id} />;
}

function Editor({ monthStart, offset, cashierNames, pharmacyId, onUnsavedChange }: SalesMotivationEditorProps & { pharmacyId: number }) {
  const snackbar = useSnackbarActor();
  const [input] = useState((): SalesMotivationInput => ({ pharmacyId, monthStart, offset, cashierNames, snackbar }));
  const plan = useActorRef(salesMotivationMachine, { input });
  const draft = useSelector(plan, selectPlanDraftActor);
  const draftSnapshot = useSelector(draft, (snapshot) => snapshot);
  const unsaved = useSelector(plan, (snapshot) => selectUnkept(snapshot, draftSnapshot));
  const keptNotice = useSelector(plan, selectKeptNotice);
  const missingFigures = useSelector(plan, selectMissingFigures);
  const latestReport = useRef(onUnsavedChange);
  useEffect(() => {
    latestReport.current = onUnsavedChange;
  }, [onUnsavedChange]);
  useEffect(() => {
    latestReport.current?.(unsaved);
  }, [unsaved]);
  // A plan that goes away (another month, another cashier list) no longer holds edits.
  useEffect(() => () => latestReport.current?.(false), []);
  const filters = useActorRef(motivationFiltersMachine, { input: { pharmacyId } });
  const picker = useActorRef(pickerMachine);
  return (
    <section className="sales-motivation" aria-label="План продаж кассиров по инициативам">
      {hasRepeatedNames(cashierNames) && (
        <p className="sales-motivation__warning" role="alert">
          У кассиров должны быть уникальные ключи, иначе расчёты будут некорректны
        </p>
      )}
      {offset === 0 && (
        <DraftBar
          draft={draft}
          notice={keptNotice}
          onDismiss={() => plan.send({ type: 'keptNotice.dismiss' })}
          onDiscard={() => plan.send({ type: 'plan.discard' })}
          explained={{ everywhere: keptPlanTexts.clearExplained, here: keptPlanTexts.clearExplainedHere }}
          asksBeforeLeaving={false}
        />
      )}
      <MotivationFilters filters={filters} />
      <PlanActions plan={plan} filters={filters} picker={picker} />
      {offset === -1 && (
        <p className="sales-motivation__note">
          План прошлого месяца только для просмотра: изменить его нельзя, можно продлить на следующий месяц.
        </p>
      )}
      <RetryOnFailure
        what="Не удалось загрузить продажи и цены добавленных товаров"
        failure={missingFigures}
        onRetry={() => plan.send({ type: 'figures.retry' })}
      />
      <PlanTable plan={plan} cashierNames={cashierNames} />
      <ProductPicker plan={plan} picker={picker} />
      <ProlongQuestion plan={plan} />
    </section>
  );
}
