import { describe, expect, it } from 'vitest';
import { readGatewayProcesses } from '../../server/cluster';
import { ConfigError } from '../../server/core/config';

describe('GATEWAY_PROCESSES', () => {
  const postgres = 'postgres://portal@127.0.0.1:5432/portal';

  it('is one process when unset or blank', () => {
    expect(readGatewayProcesses({}, null)).toBe(1);
    expect(readGatewayProcesses({ GATEWAY_PROCESSES: ' ' }, null)).toBe(1);
  });

  it('takes several processes on PostgreSQL', () => {
    expect(readGatewayProcesses({ GATEWAY_PROCESSES: '2' }, postgres)).toBe(2);
  });

  it('refuses several processes on PGlite, which one process owns, and junk values, naming the variable', () => {
    expect(() => readGatewayProcesses({ GATEWAY_PROCESSES: '2' }, null)).toThrow(
      /GATEWAY_PROCESSES: несколько процессов шлюза работают только с PostgreSQL/,
    );
    for (const text of ['0', '-1', '1.5', 'два', '65']) {
      expect(() => readGatewayProcesses({ GATEWAY_PROCESSES: text }, postgres)).toThrow(ConfigError);
    }
  });
});
