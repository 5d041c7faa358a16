// CPU time and memory of another process, read from Linux's /proc: the bench's servers run in child
// processes, whose own process.cpuUsage() the bench cannot call.
import { readFileSync } from 'node:fs';

/** /proc reports CPU time in USER_HZ ticks, 100 a second on Linux whatever the kernel's own tick rate. */
const TICKS_PER_SECOND = 100;

/** User + system CPU time in ms from the text of /proc/<pid>/stat. */
export function cpuMsOfStat(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces: fields are counted after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12th and 13th after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`no CPU times in /proc stat line: ${stat.slice(0, 80)}`);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** A `VmRSS`/`VmHWM` (peak resident set) line of /proc/<pid>/status, in MB. */
export function memoryMbOfStatus(status: string, key: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`no ${key} in /proc status`);
  return Math.round((Number(match[1]) / 1024) * 10) / 10;
}

export const cpuMsOf = (pid: number) => cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
/** The highest resident memory of the process's life so far. */
export const peakRssMbOf = (pid: number) => memoryMbOfStatus(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmHWM');
