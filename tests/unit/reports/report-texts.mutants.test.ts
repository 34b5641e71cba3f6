import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../../../src/domain/reports/files/file-name';
import { reportFreshnessNote } from '../../../src/domain/reports/report-detail';

describe('a report’s texts', () => {
  it('say beside an unknown load date what it means for the figures, and nothing beside a known one', () => {
    expect(reportFreshnessNote(null)).toBe(
      'дистрибьютор не сообщил, на какой день загружены данные отчёта: цифры могут отставать от сегодняшних',
    );
    expect(reportFreshnessNote(1_751_284_800)).toBeNull();
  });

  it('save a download whose name holds control characters with a space in their place', () => {
    expect(downloadFileName('Отчёт\u0001за\u0007март.xlsx')).toBe('Отчёт за март.xlsx');
  });
});
