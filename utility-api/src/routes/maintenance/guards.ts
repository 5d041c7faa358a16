import type { FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { JobCardItem, LookupKind } from '../../store/jobCards.ts';
import { MAINTENANCE_STATUS, type MaintenanceProblem } from '../../store/jobCardsWorkflow.ts';
import type { Store } from '../../store/store.ts';
import { type MaintenanceTextKey, maintenanceText } from './texts.ts';

/** Every call of the area needs the profile flag of the O&M applications (000 §6). */
export const FLAG = 'portalOm';
export const MAX_IDS = 100;
export const MAX_TEXT = 1000;

/** A refusal: the rule's own error number (README "Maintenance"), else status 1, with its localized text. */
export function refuse(request: FastifyRequest, key: MaintenanceTextKey, values: Record<string, string | number> = {}): Envelope {
  const status = key in MAINTENANCE_STATUS ? MAINTENANCE_STATUS[key as MaintenanceProblem] : STATUS_FAILED;
  return fail(status, maintenanceText(request, key, values));
}

export const isRefusal = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'status' in value && 'text' in value && Object.keys(value).length === 2;

/** The card, or the refusal when it does not exist or (unless `closedToo`) is closed: closed cards are read-only. */
export function workedCard(request: FastifyRequest, store: Store, id: number, closedToo = false): JobCardItem | Envelope {
  const card = store.jobCards.find(id, requestLanguage(request));
  if (card === undefined) return refuse(request, 'notFound');
  if (!closedToo && card.step === 'closed') return refuse(request, 'closed');
  return card;
}

/** Station, element and element type of an element id (a station is its own station); a refusal for an unknown one. */
export function placeOf(request: FastifyRequest, store: Store, elementId: number | null | undefined, stationId: number | null | undefined) {
  if (elementId === null || elementId === undefined) {
    if (stationId === null || stationId === undefined) return { stationId: null, elementId: null, elementTypeId: null };
    const [station] = store.fieldBase.elementItems([stationId], 'en');
    return station ? { stationId: station.elementId, elementId: null, elementTypeId: null } : refuse(request, 'elementNotFound');
  }
  const [element] = store.fieldBase.elementItems([elementId], 'en');
  if (!element) return refuse(request, 'elementNotFound');
  return { stationId: element.stationId ?? element.elementId, elementId: element.elementId, elementTypeId: element.typeId };
}

/** Null, or the refusal when an optional lookup id is not of its kind. */
export function badLookup(request: FastifyRequest, store: Store, checks: Array<[LookupKind, number | null | undefined]>): Envelope | null {
  for (const [kind, id] of checks) {
    if (id !== null && id !== undefined && store.jobCards.lookup(kind, id) === undefined) return refuse(request, 'lookupNotFound');
  }
  return null;
}

export const nowOf = (store: Store) => store.clock().toISOString();
