import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { useAuthSelector, useSnackbarActor } from '../../ui/app-context';
import { selectPharmacy } from '../../machines/session/auth.selectors';
import { payrollMachine, type PayrollActor } from '../../machines/payroll/payroll.machine';
import { keyOfPath } from '../../machines/payroll/payroll.edits';
import { keptTexts } from '../../machines/payroll/payroll.kept';
import { DraftBar } from '../orders/send/DraftBar';
import { calculationHeading, monthLabel } from '../../domain/payroll/labels';
import * as select from '../../machines/payroll/payroll.selectors';
import { saveBlob } from '../../ui/save-file';
import { RetryAlert, RetryOnFailure } from '../../ui/RetryAlert';
import { StayingButton } from '../../ui/StayingButton';
import { useAskBeforeLeaving } from '../../ui/use-ask-before-leaving';
import { useErrorModalOn } from '../../ui/use-error-modal-on';
import { createPayrollWorker } from '../../workers/payroll/payroll';
import { SalesMotivationEditor } from './sales-motivation/SalesMotivationEditor';
import type { TabScreenProps } from '../../ui/report-tabs';
import { CashierTable } from './CashierTable';
import { ExtraBonusView } from './ExtraBonusView';
import { thresholdTables, kpiTables } from './kpi-names';
import { LeaveQuestion } from './LeaveQuestion';
import { FigureViolations, KpiProblems, ThresholdTable, WeightTable } from './ParamTables';
import { BaseBonusTable, ExtraBonusTable, KpiBonusTables, SummaryTable } from './ResultTables';
import { SectionTabs } from './SectionTabs';
import { MeasuredMonth } from './MeasuredMonth';
import { StatTable } from './StatTable';
import { ZeroRateQuestion, zeroRateCashiers } from './ZeroRateQuestion';
import '../../styles/payroll.css';

/**
 * The payrollCalculation tab 'Расчёт зарплаты первостольников' (spec §2.6): a month's cashiers,
 * statistics and KPI tables as the user edits them, every figure computed by the payroll worker
 * and explained, Save and 'Выгрузить в Excel'. `?view=extraBonus&month=…` shows the extra
 * initiative bonus by product instead.
 */
export function PayrollTab(_props: TabScreenProps) {
  const [search] = useSearchParams();
  const pharmacy = useAuthSelector(selectPharmacy);
  if (!pharmacy) return null;
  const month = search.get('month');
  if (search.get('view') === 'extraBonus' && month) return <ExtraBonusView pharmacyId={pharmacy.id} month={month} />;
  return <PayrollScreen pharmacyId={pharmacy.id} />;
}

function PayrollScreen({ pharmacyId }: { pharmacyId: number }) {
  const [worker] = useState(() => createPayrollWorker());
  useEffect(() => worker.retain(), [worker]);
  const snackbar = useSnackbarActor();
  const payroll = useActorRef(payrollMachine.provide({ actions: { saveFile: (_, file) => saveBlob(file.blob, file.fileName) } }), {
    input: { pharmacyId, worker, snackbar },
  });
  const draft = useSelector(payroll, select.selectDraftActor);
  const draftSnapshot = useSelector(draft, (snapshot) => snapshot);
  const unkept = useSelector(payroll, (snapshot) => select.hasUnkeptWork(snapshot, draftSnapshot));
  // Another tab or page with figures nothing keeps: the same question as for another month. Kept
  // figures come back with the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unkept && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // Closing or reloading the page: the browser's own question, on the same terms.
  useAskBeforeLeaving(unkept);
  const askingMonth = useSelector(payroll, select.selectAskingLeave);
  return (
    <div className="payroll">
      <MonthHeading payroll={payroll} />
      <MonthSwitch payroll={payroll} />
      <PayrollBody payroll={payroll} pharmacyId={pharmacyId} />
      {askingMonth && (
        <LeaveQuestion onStay={() => payroll.send({ type: 'leave.stay' })} onLeave={() => payroll.send({ type: 'leave.confirm' })} />
      )}
      {blocker.state === 'blocked' && <LeaveQuestion onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />}
    </div>
  );
}

/** The month being calculated, as the screen's heading: 'Расчёт за октябрь 2026'. */
function MonthHeading({ payroll }: { payroll: PayrollActor }) {
  const month = useSelector(payroll, select.selectMonth);
  return <h2 className="payroll__heading">{calculationHeading(month)}</h2>;
}

function MonthSwitch({ payroll }: { payroll: PayrollActor }) {
  const offset = useSelector(payroll, select.selectOffset);
  const busy = useSelector(payroll, (snapshot) => select.selectSaving(snapshot) || select.selectExporting(snapshot));
  const choice = (value: -1 | 0, title: string) => (
    <button
      type="button"
      className={value === offset ? 'button button--primary' : 'button'}
      aria-pressed={value === offset}
      disabled={busy}
      onClick={() => payroll.send({ type: 'month.choose', offset: value })}
    >
      {title}
    </button>
  );
  return (
    <div className="payroll__months" role="group" aria-label="Месяц расчёта">
      {choice(-1, 'Предыдущий месяц')}
      {choice(0, 'Текущий месяц')}
    </div>
  );
}

function PayrollBody({ payroll, pharmacyId }: { payroll: PayrollActor; pharmacyId: number }) {
  const failure = useSelector(payroll, select.selectLoadFailure);
  const draft = useSelector(payroll, select.selectDraft);
  const texts = useSelector(payroll, select.selectTexts);
  const result = useSelector(payroll, select.selectResult);
  const month = useSelector(payroll, select.selectMonth);
  const offset = useSelector(payroll, select.selectOffset);
  const problems = useSelector(payroll, select.selectProblems);
  const offending = useSelector(payroll, select.selectOffendingCells);
  const violations = useSelector(payroll, select.selectFigureViolations);
  const messages = useMemo(() => new Map(violations.map((violation) => [keyOfPath(violation.path), violation.problem])), [violations]);
  const calcFailure = useSelector(payroll, select.selectCalculationFailure);
  const answeredMonth = useSelector(payroll, select.selectAnsweredOtherMonth);
  // The month's tables are first drawn in a render of their own, which React cuts into slices of a
  // few milliseconds: the draft comes through the machine's selectors, which React renders at once,
  // and the whole screen was one task of a phone's main thread. Later changes (each edit) draw at once.
  const drawn = useDeferredValue(draft !== null);
  // The error modal of §2 opens on each new failure; the inline alerts keep 'Повторить'.
  useErrorModalOn(failure);
  useErrorModalOn(calcFailure);
  if (failure)
    return (
      <RetryAlert what="Не удалось загрузить расчёт зарплаты" message={failure.message} onRetry={() => payroll.send({ type: 'retry' })} />
    );
  if (!draft || !drawn) return <p role="status">Загрузка...</p>;
  const tables = { payroll, draft, texts, offending, messages };
  const cashierNames = draft.cashierParams.map((cashier) => cashier.cashierFullName);
  const planEditor = {
    title: 'Доп. премия',
    keepMounted: true,
    content: () => (
      <SalesMotivationEditor
        monthStart={month}
        offset={offset}
        cashierNames={cashierNames}
        onUnsavedChange={(unsaved) => payroll.send({ type: 'plan.unsavedChanged', unsaved })}
      />
    ),
  };
  if (answeredMonth) {
    // The plan's calls name its month in the spec's own terms (startDate), so its editor still works.
    return (
      <>
        <MonthNotTaken asked={month} answered={answeredMonth} offset={offset} />
        <SectionTabs label="Параметры расчёта" tabs={[planEditor]} />
      </>
    );
  }
  return (
    <>
      <PayrollDraftBar payroll={payroll} />
      <PayrollActions payroll={payroll} />
      <FigureViolations messages={violations.map((violation) => violation.message)} />
      <KpiProblems problems={problems} />
      <SectionTabs
        label="Параметры расчёта"
        tabs={[
          {
            title: 'Кассиры',
            content: () => (
              <CashierTable
                payroll={payroll}
                pharmacyId={pharmacyId}
                month={month}
                draft={draft}
                texts={texts}
                messages={messages}
                result={result}
              />
            ),
          },
          {
            title: 'Параметры',
            content: () => (
              <>
                <StatTable payroll={payroll} draft={draft} texts={texts} messages={messages} />
                <MeasuredMonth pharmacyId={pharmacyId} month={month} />
                {thresholdTables.map((table) => (
                  <ThresholdTable key={table.type} {...tables} {...table} />
                ))}
              </>
            ),
          },
          {
            title: 'KPI',
            content: () => (
              <>
                <KpiProblems problems={problems} />
                <WeightTable {...tables} />
                {kpiTables.map((table) => (
                  <ThresholdTable key={table.type} {...tables} {...table} />
                ))}
              </>
            ),
          },
          planEditor,
        ]}
      />
      <RetryOnFailure
        what="Не удалось рассчитать зарплату"
        failure={calcFailure}
        onRetry={() => payroll.send({ type: 'calculation.retry' })}
      />
      {result && (
        <>
          <SectionTabs
            label="Расчёт"
            tabs={[
              { title: 'Базовая премия', content: () => <BaseBonusTable result={result} /> },
              { title: 'Премия по KPI', content: () => <KpiBonusTables result={result} /> },
              { title: 'Дополнительные премии', content: () => <ExtraBonusTable result={result} month={month} /> },
            ]}
          />
          <section className="payroll__summary" aria-labelledby="payroll-summary">
            <h3 id="payroll-summary">Итого</h3>
            <SummaryTable result={result} />
          </section>
        </>
      )}
    </>
  );
}

/**
 * The back end answered another month than the one asked (it does not take our `?month=`; the
 * answer's pharmacyStat.fromDate says which): its figures are not shown under the month asked,
 * and the month can be neither saved nor exported.
 */
function MonthNotTaken({ asked, answered, offset }: { asked: string; answered: string; offset: -1 | 0 }) {
  const name = (month: string) => monthLabel(month).toLocaleLowerCase('ru');
  return (
    <div className="payroll__not-taken" role="status">
      <p>
        Сервер не поддерживает выбор месяца: на запрос расчёта за {name(asked)} он прислал данные за {name(answered)}. Расчёт за{' '}
        {name(asked)} показать нельзя, сохранение и выгрузка в Excel недоступны.
      </p>
      {offset === 0 && (
        <p>
          Расчёт за {name(answered)} — по кнопке «Предыдущий месяц». План продаж кассиров на {name(asked)} — на вкладке «Доп. премия».
        </p>
      )}
    </div>
  );
}

/**
 * Where the typed figures are kept (the draft's quiet line), the notice of what a restore put back,
 * and «Очистить черновик»: the month as saved again.
 */
function PayrollDraftBar({ payroll }: { payroll: PayrollActor }) {
  const draft = useSelector(payroll, select.selectDraftActor);
  const notice = useSelector(payroll, select.selectKeptNotice);
  return (
    <DraftBar
      draft={draft}
      notice={notice}
      onDismiss={() => payroll.send({ type: 'keptNotice.dismiss' })}
      onDiscard={() => payroll.send({ type: 'draft.discard' })}
      explained={{ everywhere: keptTexts.clearExplained, here: keptTexts.clearExplainedHere }}
      asksBeforeLeaving={false}
    />
  );
}

function PayrollActions({ payroll }: { payroll: PayrollActor }) {
  const canSave = useSelector(payroll, select.selectCanSave);
  const canExport = useSelector(payroll, select.selectCanExport);
  const saving = useSelector(payroll, select.selectSaving);
  const exporting = useSelector(payroll, select.selectExporting);
  const dirty = useSelector(payroll, select.selectHasUnsavedWork);
  const zeroRated = zeroRateCashiers(useSelector(payroll, select.selectDraft));
  const [askingZeroRate, setAskingZeroRate] = useState(false);
  return (
    <div className="payroll__actions">
      {/* Unavailable while saving and once saved, yet keeping the focus the user pressed it with. */}
      <StayingButton
        className="button button--primary"
        unavailable={!canSave}
        onClick={() => (zeroRated.length > 0 ? setAskingZeroRate(true) : payroll.send({ type: 'save' }))}
      >
        {saving ? 'Сохранение...' : 'Сохранить'}
      </StayingButton>
      <StayingButton className="button" unavailable={!canExport} onClick={() => payroll.send({ type: 'export' })}>
        {exporting ? 'Формирование файла...' : 'Выгрузить в Excel'}
      </StayingButton>
      {dirty && <span className="payroll__unsaved">Есть несохранённые изменения</span>}
      {askingZeroRate && (
        <ZeroRateQuestion
          names={zeroRated}
          onCancel={() => setAskingZeroRate(false)}
          onSave={() => {
            setAskingZeroRate(false);
            payroll.send({ type: 'save' });
          }}
        />
      )}
    </div>
  );
}
