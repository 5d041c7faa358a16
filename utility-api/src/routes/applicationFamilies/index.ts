import type { FastifyInstance } from 'fastify';
import type { FamilyRegistry } from '../../families/registry.ts';
import type { Store } from '../../store/store.ts';
import { cadastreRoute } from './cadastre.ts';
import { copyRoute } from './copy.ts';
import { decideRoute } from './decide.ts';
import { decideItemRoute } from './decideItem.ts';
import { documentRoutes } from './document.ts';
import { familyRoutes } from './families.ts';
import { getItemRoute } from './getItem.ts';
import { saveRoute } from './save.ts';
import { submitRoute } from './submit.ts';

/** Application families and their applications (docs/applicationFamilies.md; README "Application families"). */
export function applicationFamilyRoutes(app: FastifyInstance, store: Store, registry: FamilyRegistry): void {
  const context = { store, registry };
  familyRoutes(app, context);
  saveRoute(app, context);
  getItemRoute(app, context);
  submitRoute(app, context);
  decideRoute(app, context);
  decideItemRoute(app, context);
  copyRoute(app, context);
  cadastreRoute(app, context);
  documentRoutes(app, context);
}
