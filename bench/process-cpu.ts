import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system, ms) spent so far by a process and every process below it (a
 * cluster's gateway processes, PostgreSQL's backends), from /proc: the work a call cost, which a
 * busy machine does not change the way it changes requests a second. 0 where /proc is missing.
 */
export function cpuMsOfTree(root: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/u.test(name));
  } catch {
    return 0;
  }
  for (const name of entries) {
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields are counted after it.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // utime, stime, and cutime, cstime: what its ended children (a backend that closed) spent.
      stats.set(Number(name), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // The process ended while the list was read.
    }
  }
  let ticks = 0;
  for (const [pid, stat] of stats) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.parent) {
      if (at === root) {
        ticks += stat.ticks;
        break;
      }
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time (ms) of this process's children that have ended and been waited for (cutime and
 * cstime of /proc/self/stat): read before and after a child such as wrk runs, the difference is
 * what the child spent. 0 where /proc is missing.
 */
export function endedChildrenCpuMs(): number {
  try {
    const text = readFileSync('/proc/self/stat', 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
