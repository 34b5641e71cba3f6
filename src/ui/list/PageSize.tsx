/*
 * PageSize: the list's page-size chooser (purchasing-and-pay §2.9): 10, 20, 50 or 100 rows, 20 by
 * default (reports-and-foundation §9).
 *
 * How to use:
 *   <PageSize value={state.pageSize} onChange={(size) => send({ type: 'page.size', size })} />
 * A native select: the keyboard and screen readers know it. The screen decides where a new size
 * leads (the initiatives list goes back to page 1). Styles: src/styles/list.css.
 */
import { useId } from 'react';
import { defaultListPageSize, listPageSizes, type ListPageSize } from '../../domain/list/list-paging';
import '../../styles/list.css';

export interface PageSizeProps {
  value?: number;
  onChange: (size: ListPageSize) => void;
  disabled?: boolean;
}

export function PageSize({ value = defaultListPageSize, onChange, disabled = false }: PageSizeProps) {
  const id = useId();
  return (
    <span className="page-size">
      <label htmlFor={id} className="page-size__label">
        Строк на странице
      </label>
      <select
        id={id}
        className="field__input page-size__select"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const size = listPageSizes.find((option) => option === Number(event.target.value));
          if (size !== undefined) onChange(size);
        }}
      >
        {listPageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </span>
  );
}
