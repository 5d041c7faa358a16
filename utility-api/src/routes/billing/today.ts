import { ORGANISATION_TIME_ZONE } from '../../domain/constants.ts';

/** The organisation's calendar day (YYYY-MM-DD) at `moment`: due dates pass at its midnight. */
export function organisationDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ORGANISATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}

const WALL_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ORGANISATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** The moment (epoch ms) the organisation's calendar day `day` (YYYY-MM-DD) begins: its midnight, not UTC's. */
export function organisationMidnight(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The organisation's wall clock runs ahead of UTC by its offset at that moment; its own midnight is that much earlier.
  const wall = Date.parse(`${WALL_CLOCK.format(new Date(utcMidnight)).replace(' ', 'T')}Z`);
  return utcMidnight - (wall - utcMidnight);
}
