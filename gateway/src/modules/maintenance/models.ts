import type { MaintenanceLookups } from '../../__generated__/resolvers.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { RowElements } from '../fieldBase/rowElements.ts';
import type { UpstreamInvestigation, UpstreamJobCard, UpstreamLookup, UpstreamProblemLog } from './api.ts';

/** `inProgress` ↔ `IN_PROGRESS`: the schema's enum values of the upstream's camelCase words. */
export const toEnum = <T extends string>(value: string): T => value.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() as T;
export const fromEnum = <T extends string>(value: string): T => value.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as T;

/** What `maintenanceLookups` returns: the stations have their own resolver, read only when asked for. */
export type MaintenanceLookupsModel = Omit<MaintenanceLookups, 'stations'>;

export interface JobCardModel extends UpstreamJobCard {
  __typename: 'JobCard';
  id: string;
  /** The elements its page read for its rows (`fieldBase/rowElements.ts`), when it was read in a list. */
  rowElements?: RowElements;
}

export interface InvestigationModel extends UpstreamInvestigation {
  __typename: 'Investigation';
  id: string;
  /** The elements its page read for its rows (`fieldBase/rowElements.ts`), when it was read in a list. */
  rowElements?: RowElements;
}

export interface ProblemLogModel extends UpstreamProblemLog {
  __typename: 'ProblemLog';
  id: string;
  /** The elements its page read for its rows (`fieldBase/rowElements.ts`), when it was read in a list. */
  rowElements?: RowElements;
}

export const toJobCardModel = (card: UpstreamJobCard, rowElements?: RowElements): JobCardModel => ({
  ...card,
  __typename: 'JobCard',
  id: toGlobalId('JobCard', String(card.jobCardId)),
  rowElements,
});
export const toInvestigationModel = (item: UpstreamInvestigation, rowElements?: RowElements): InvestigationModel => ({
  ...item,
  __typename: 'Investigation',
  id: toGlobalId('Investigation', String(item.investigationId)),
  rowElements,
});
export const toProblemLogModel = (item: UpstreamProblemLog, rowElements?: RowElements): ProblemLogModel => ({
  ...item,
  __typename: 'ProblemLog',
  id: toGlobalId('ProblemLog', String(item.problemLogId)),
  rowElements,
});

export const toLookupModel = (item: UpstreamLookup) => ({ lookupId: item.id, code: item.code, name: item.name });

/** Global id of a card's origin record. */
export function originGlobalId(card: UpstreamJobCard): string | null {
  if (card.originId === null) return null;
  if (card.originType === 'application') return toGlobalId('Application', String(card.originId));
  if (card.originType === 'investigation') return toGlobalId('Investigation', String(card.originId));
  if (card.originType === 'problemLog') return toGlobalId('ProblemLog', String(card.originId));
  return null;
}
