import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { signedInUser } from '../../http/session.ts';
import type { OriginType } from '../../store/jobCards.ts';
import type { Store } from '../../store/store.ts';
import { isRefusal, nowOf, placeOf } from './guards.ts';

interface Origin {
  type: Exclude<OriginType, 'planned' | 'application'>;
  id: number;
  elementId: number | null;
  complainTypeId: number | null;
  description: string;
}

/** A new card (step registered, starting now) for an investigation or a problem log, with its element and complaint. */
export function raiseJobCard(request: FastifyRequest, store: Store, origin: Origin) {
  const place = placeOf(request, store, origin.elementId, null);
  if (isRefusal(place)) return place;
  const id = store.jobCards.create(
    {
      ...place,
      originType: origin.type,
      originId: origin.id,
      startsAt: nowOf(store),
      endsAt: null,
      activityId: null,
      conditionId: null,
      complainTypeId: origin.complainTypeId,
      description: origin.description.slice(0, 1000),
      createdBy: signedInUser(request).id,
    },
    nowOf(store),
  );
  return ok({ item: store.jobCards.find(id, requestLanguage(request)) });
}
