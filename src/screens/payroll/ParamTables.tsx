import { useEffect, useRef } from 'react';
import type { PharmacyParamType } from '../../api/contract/payroll';
import { kpiMessages, type OffendingCell } from '../../domain/payroll/result';
import type { PayrollActor } from '../../machines/payroll/payroll.machine';
import { cellText, paramRule } from '../../machines/payroll/payroll.edits';
import { cellKey, type PayrollDraft, type ParamField } from '../../machines/payroll/payroll.types';
import { kpiNames } from './kpi-names';
import { NumberField } from './NumberField';
import { focusableWhileScrolling } from '../../ui/scroll-focus';

interface Props {
  payroll: PayrollActor;
  draft: PayrollDraft;
  texts: Record<string, string>;
  offending: readonly OffendingCell[];
  /** The figures' violations by cell key. */
  messages: ReadonlyMap<string, string>;
}

const isOffending = (offending: readonly OffendingCell[], index: number, field: ParamField) =>
  offending.some((cell) => cell.index === index && cell.field === field);

function ParamField({
  payroll,
  draft,
  texts,
  offending,
  messages,
  index,
  field,
  label,
}: Props & { index: number; field: ParamField; label: string }) {
  return (
    <NumberField
      label={label}
      rule={paramRule(draft.pharmacyParams[index].type, field)}
      text={cellText(
        texts,
        cellKey.param(index, field),
        draft.pharmacyParams[index][field],
        paramRule(draft.pharmacyParams[index].type, field),
      )}
      invalid={isOffending(offending, index, field)}
      message={messages.get(cellKey.param(index, field))}
      onType={(text) => payroll.send({ type: 'param.edit', index, field, text })}
    />
  );
}

/**
 * The figures out of their range, empty or not numbers, above the tables: they may be
 * on another tab than the one open, and Save and export wait for them. At most five are listed.
 */
export function FigureViolations({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert">
      <p className="payroll__violations">Исправьте отмеченные значения — до этого расчёт не сохранить и не выгрузить:</p>
      <ul className="payroll__violations">
        {messages.slice(0, 5).map((message) => (
          <li key={message}>{message}</li>
        ))}
        {messages.length > 5 && <li>…и ещё {messages.length - 5}</li>}
      </ul>
    </div>
  );
}

/** §5's messages that hold now, verbatim, above the tables. */
export function KpiProblems({ problems }: { problems: ReadonlyArray<keyof typeof kpiMessages> }) {
  if (problems.length === 0) return null;
  return (
    <ul className="payroll__problems" role="alert">
      {problems.map((problem) => (
        <li key={problem}>{kpiMessages[problem]}</li>
      ))}
    </ul>
  );
}

/** The KPI weight table: one weight per KPI, in percent, summing to 100. */
export function WeightTable(props: Props) {
  const { draft, payroll } = props;
  const focusAfter = useFocusAfterChange(draft.pharmacyParams);
  return (
    <table ref={focusableWhileScrolling} className="payroll__table" aria-label="Веса KPI">
      <thead>
        <tr>
          <th scope="col">KPI</th>
          <th scope="col">Вес, %</th>
        </tr>
      </thead>
      <tbody>
        {[1, 2, 3, 4, 5].map((n) => {
          const type = `KPI_${n}_WEIGHT` as PharmacyParamType;
          const index = draft.pharmacyParams.findIndex((row) => row.type === type);
          return (
            <tr key={n}>
              <th scope="row">{kpiNames[n]}</th>
              <td className={index >= 0 && isOffending(props.offending, index, 'valueIn') ? 'payroll__cell--invalid' : undefined}>
                {index >= 0 ? (
                  <ParamField {...props} index={index} field="valueIn" label={`Вес, %: KPI ${n}`} />
                ) : (
                  <button
                    type="button"
                    className="button"
                    onClick={(event) => {
                      // The button gives its place to the weight's box: the focus goes into it.
                      const table = event.currentTarget.closest('table');
                      focusAfter(() => labelled(table, `Вес, %: KPI ${n}`));
                      payroll.send({ type: 'param.add', paramType: type });
                    }}
                  >
                    Задать вес
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A threshold → result table (§9's lookup: the row with the largest threshold not above the value). */
export function ThresholdTable(props: Props & { type: PharmacyParamType; title: string; valueIn: string; valueOut: string }) {
  const { draft, payroll, type, title, offending } = props;
  const rows = draft.pharmacyParams.map((row, index) => ({ row, index })).filter(({ row }) => row.type === type);
  const section = useRef<HTMLElement>(null);
  const focusAfter = useFocusAfterChange(draft.pharmacyParams);
  const removeLabel = (position: number) => `Удалить строку ${position + 1}: ${title}`;
  return (
    <section ref={section} className="payroll__threshold">
      <h4>{title}</h4>
      <table ref={focusableWhileScrolling} className="payroll__table" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{props.valueIn}</th>
            <th scope="col">{props.valueOut}</th>
            <th scope="col">
              <span className="visually-hidden">Удалить</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={3}>Нет данных</td>
            </tr>
          )}
          {rows.map(({ index }, position) => (
            <tr key={index}>
              {(['valueIn', 'valueOut'] as const).map((field) => (
                <td key={field} className={isOffending(offending, index, field) ? 'payroll__cell--invalid' : undefined}>
                  <ParamField
                    {...props}
                    index={index}
                    field={field}
                    label={`${field === 'valueIn' ? props.valueIn : props.valueOut}: ${title}, строка ${position + 1}`}
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={removeLabel(position)}
                  onClick={() => {
                    // The row goes with its ✕: the focus goes to the ✕ now in its place (the next
                    // row's, renumbered), else the row above's, else «Добавить порог».
                    const next = position + 1 < rows.length ? position : position - 1;
                    focusAfter(
                      () =>
                        (next >= 0
                          ? labelled(section.current, removeLabel(next))
                          : section.current?.querySelector('.payroll__add-threshold')) ?? null,
                    );
                    payroll.send({ type: 'param.remove', index });
                  }}
                >
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button payroll__add-threshold" onClick={() => payroll.send({ type: 'param.add', paramType: type })}>
        Добавить порог
      </button>
    </section>
  );
}

/**
 * Where the focus goes once the next change of `changed` is drawn: a control that removes itself
 * (a row's ✕, «Задать вес») names its successor before it goes, and the focus never falls to <body>.
 */
function useFocusAfterChange(changed: unknown): (find: () => HTMLElement | null) => void {
  const next = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const find = next.current;
    next.current = null;
    find?.()?.focus();
  }, [changed]);
  return (find) => {
    next.current = find;
  };
}

/** The control inside `root` named `label` (labels hold spaces, colons and commas: compared, not selected). */
function labelled(root: HTMLElement | null, label: string): HTMLElement | null {
  return (
    [...(root?.querySelectorAll<HTMLElement>('[aria-label]') ?? [])].find((element) => element.getAttribute('aria-label') === label) ?? null
  );
}
