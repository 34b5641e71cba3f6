import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { compareRussian } from '../../domain/shared/russian-order';
import { initiativeTypeName, initiativeTypes, isHiddenInitiativeType } from '../../domain/shared/initiative-types';
import type { InitiativesListActor } from '../../machines/list/initiatives-list.machine';
import { selectFilters, selectFiltersOpen } from '../../machines/list/initiatives-list.selectors';
import { LabelledField } from '../../ui/LabelledField';
import { SelectTip } from '../../ui/SelectTip';
import { DateFilter } from './DateFilter';

/** The filters by column (§2.9); which are shown is the user's table setting. */
export const filterKeys = ['initiativeId', 'type', 'initiativeName', 'initiativeStartDate', 'initiativeEndDate', 'initiativeSent'] as const;
export type FilterKey = (typeof filterKeys)[number];
/** Visible by default: id, type, name, sent (§2.9). */
export const defaultVisibleFilters: readonly FilterKey[] = ['initiativeId', 'type', 'initiativeName', 'initiativeSent'];

const typeOptions = initiativeTypes
  .filter((type) => !isHiddenInitiativeType(type))
  .map((type) => ({ type, name: initiativeTypeName(type) }))
  .sort((a, b) => compareRussian(a.name, b.name));

/** The collapsible filter panel; it stays open or closed as the user left it (remembered). */
export function ListFilters({ list, shown }: { list: InitiativesListActor; shown: readonly FilterKey[] }) {
  const open = useSelector(list, selectFiltersOpen);
  const filters = useSelector(list, selectFilters);
  const set = (field: Parameters<typeof filterEvent>[0], value: string | boolean | null) => list.send(filterEvent(field, value));
  if (!open) return null;
  const fields: Record<FilterKey, ReactNode> = {
    initiativeId: <IdFilter label="ID инициативы" value={filters.initiativeId ?? ''} onChange={(value) => set('initiativeId', value)} />,
    type: (
      <SelectFilter label="Тип инициативы" value={filters.type ?? ''} onChange={(value) => set('type', value || null)}>
        <option value="">Все</option>
        {typeOptions.map(({ type, name }) => (
          <option key={type} value={type}>
            {name}
          </option>
        ))}
      </SelectFilter>
    ),
    initiativeName: (
      <TextFilter label="Название инициативы" value={filters.initiativeName ?? ''} onChange={(value) => set('initiativeName', value)} />
    ),
    initiativeStartDate: (
      <>
        <DateFilter
          label="Дата начала с"
          value={filters.initiativeStartDateFrom}
          onChange={(value) => set('initiativeStartDateFrom', value)}
        />
        <DateFilter
          label="Дата начала по"
          value={filters.initiativeStartDateTo}
          onChange={(value) => set('initiativeStartDateTo', value)}
        />
      </>
    ),
    initiativeEndDate: (
      <>
        <DateFilter
          label="Дата окончания с"
          value={filters.initiativeEndDateFrom}
          onChange={(value) => set('initiativeEndDateFrom', value)}
        />
        <DateFilter label="Дата окончания по" value={filters.initiativeEndDateTo} onChange={(value) => set('initiativeEndDateTo', value)} />
      </>
    ),
    initiativeSent: (
      <SelectFilter
        label="Отправлена"
        value={filters.initiativeSent == null ? '' : String(filters.initiativeSent)}
        onChange={(value) => set('initiativeSent', value === '' ? null : value === 'true')}
      >
        <option value="">Все</option>
        <option value="true">Да</option>
        <option value="false">Нет</option>
      </SelectFilter>
    ),
  };
  return (
    <form id="initiatives-filters" className="initiatives-filters" aria-label="Фильтры" onSubmit={(event) => event.preventDefault()}>
      {shown.map((key) => (
        <span key={key} className="initiatives-filters__item">
          {fields[key]}
        </span>
      ))}
      <button type="button" className="button initiatives-filters__clear" onClick={() => list.send({ type: 'list.clearFilters' })}>
        Сбросить фильтры
      </button>
    </form>
  );
}

const filterEvent = (
  field:
    | 'initiativeId'
    | 'type'
    | 'initiativeName'
    | 'initiativeStartDateFrom'
    | 'initiativeStartDateTo'
    | 'initiativeEndDateFrom'
    | 'initiativeEndDateTo'
    | 'initiativeSent',
  value: string | boolean | null,
) => ({ type: 'list.filter' as const, field, value });

function TextFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <LabelledField inline id={id} className="field" label={label}>
      <input
        id={id}
        className="field__input initiatives-filters__input"
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}

/**
 * The id filter: an id is digits. A text with anything else stays in the box as typed, marked
 * with its reason, and the list keeps the filter it had: a slip is seen, not silently cut out.
 */
function IdFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const reasonId = useId();
  // A typed text that is no id, null while the box holds the filter.
  const [refused, setRefused] = useState<string | null>(null);
  // A filter changed elsewhere (cleared, or another tab's) is what the box shows from then on.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setRefused(null);
  }
  return (
    <LabelledField inline id={id} className="field" label={label}>
      <input
        id={id}
        className="field__input initiatives-filters__input"
        value={refused ?? value}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={refused !== null || undefined}
        aria-describedby={refused === null ? undefined : reasonId}
        onChange={(event) => {
          const typed = event.target.value.trim();
          if (/^[0-9]{0,10}$/u.test(typed)) {
            setRefused(null);
            onChange(typed);
          } else setRefused(event.target.value);
        }}
      />
      {refused !== null && (
        <span id={reasonId} className="field__reason initiatives-filters__reason">
          {idProblem(refused.trim())}. {value === '' ? 'Фильтр по ID не задан' : `Фильтр остаётся ${value}`}
        </span>
      )}
    </LabelledField>
  );
}

/** Why a typed id filter is refused, in the words of the portal's number boxes. */
const idProblem = (typed: string) => (/^[0-9]+$/u.test(typed) ? 'Не больше 10 цифр' : 'Только цифры');

function SelectFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  return (
    <LabelledField inline id={id} className="field" label={label}>
      <select
        ref={select}
        id={id}
        className="field__input initiatives-filters__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <SelectTip select={select} value={value} />
    </LabelledField>
  );
}
