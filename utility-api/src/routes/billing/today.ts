import { ORGANISATION_TIME_ZONE } from '../../domain/constants.ts';

/** The organisation's calendar day (YYYY-MM-DD) at `moment`: due dates pass at its midnight. */
export function organisationDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ORGANISATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}
