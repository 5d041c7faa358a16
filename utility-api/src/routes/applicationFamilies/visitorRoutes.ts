import type { FastifyInstance } from 'fastify';
import type { FamilyContext } from './context.ts';
import type { VisitorMailer } from './visitorMail.ts';
import { visitorOpenRoute } from './visitorOpen.ts';
import { visitorStartRoute } from './visitorStart.ts';

/** Visitors' applications of the families open to them (docs/applicationFamilies.md "Visitors"). */
export function visitorRoutes(app: FastifyInstance, context: FamilyContext, mailer: VisitorMailer): void {
  visitorStartRoute(app, context, mailer);
  visitorOpenRoute(app, context);
}
