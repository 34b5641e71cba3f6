import { useSelector } from '@xstate/react';
import {
  selectSaveFailure,
  selectSettingsOpen,
  selectSettingsSaving,
  selectTableSettings,
  type TableSettingsActor,
} from '../../machines/shared/table-settings.machine';
import { GridSettingsModal } from '../../ui/GridSettingsModal';
import { columnNames } from './list-columns';
import { listDefaults } from './use-list-settings';

const labels: Record<string, string> = {
  ...columnNames,
  initiativeStartDate: 'Дата начала (с, по)',
  initiativeEndDate: 'Дата окончания (с, по)',
};

/** 'Настройки' of the list (spec §2.10): which columns and filters show, and the columns' order. */
export function ListSettings({ settings }: { settings: TableSettingsActor }) {
  const open = useSelector(settings, selectSettingsOpen);
  const saving = useSelector(settings, selectSettingsSaving);
  const current = useSelector(settings, selectTableSettings);
  const saveFailure = useSelector(settings, selectSaveFailure);
  if (!open) return null;
  return (
    <GridSettingsModal
      columns={current.columnsGrid}
      filters={current.filtersGrid}
      defaultColumns={listDefaults.columns}
      defaultFilters={listDefaults.filters}
      labels={labels}
      saving={saving}
      saveFailure={saveFailure}
      onSave={(columnsGrid, filtersGrid) => settings.send({ type: 'settings.save', columnsGrid, filtersGrid })}
      onCancel={() => settings.send({ type: 'settings.close' })}
    />
  );
}
