import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import { ebillStore } from '../../store/ebill.ts';
import type { Store } from '../../store/store.ts';
import { getLookupsRoute } from './getLookups.ts';
import { getPropertyAddressRoute } from './getPropertyAddress.ts';
import { unSubscribeRoute } from './unSubscribe.ts';
import { updateDetailsRoute } from './updateDetails.ts';

/** E-bill registration and unsubscribe (`001 §7` ChangeCommunication calls). */
export function ebillRoutes(app: FastifyInstance, store: Store, db: Db): void {
  const ebill = ebillStore(db);
  getLookupsRoute(app, store);
  getPropertyAddressRoute(app, store, ebill);
  updateDetailsRoute(app, store, ebill);
  unSubscribeRoute(app, store, ebill);
}
