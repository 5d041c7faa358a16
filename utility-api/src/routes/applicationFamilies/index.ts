import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
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
import type { FamilyContext } from './context.ts';
import { visitorMailer } from './visitorMail.ts';
import { visitorRoutes } from './visitorRoutes.ts';
import { visitorFamilyStore } from './visitorStore.ts';

/** Application families and their applications (docs/applicationFamilies.md; README "Application families"). */
export function applicationFamilyRoutes(app: FastifyInstance, store: Store, registry: FamilyRegistry, db: Db): void {
  const visitors = visitorFamilyStore(db, store);
  const mailer = visitorMailer(store, registry, visitors);
  const stageChanged: FamilyContext['stageChanged'] = (applicationId, stage, comment) => {
    const visitor = visitors.byApplication(applicationId);
    if (visitor !== undefined) mailer.send(visitor, stage, comment);
  };
  const context: FamilyContext = { store, registry, visitors, stageChanged };
  familyRoutes(app, context);
  saveRoute(app, context);
  getItemRoute(app, context);
  submitRoute(app, context);
  decideRoute(app, context);
  decideItemRoute(app, context);
  copyRoute(app, context);
  cadastreRoute(app, context);
  documentRoutes(app, context);
  visitorRoutes(app, context, mailer);
}
