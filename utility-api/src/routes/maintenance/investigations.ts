import type { FastifyInstance } from 'fastify';
import { integer } from '../../http/schemas.ts';
import { sortOf } from '../../http/sorting.ts';
import { requireEmployee } from '../../http/session.ts';
import { INVESTIGATION_SORTS, type InvestigationSort } from '../../store/investigations.ts';
import type { Store } from '../../store/store.ts';
import { FLAG, MAX_TEXT, refuse } from './guards.ts';
import { type ListBody, getItemsRoute, listRoute, raiseJobCardRoute, saveRoute } from './records.ts';
import { investigationItemSchema } from './schemas.ts';

interface SaveBody {
  InvestigationId?: number | null;
  Source?: 'complaint' | 'application';
  ApplicationId?: number | null;
  ElementId?: number | null;
  Location: string;
  ComplainTypeId: number;
  Findings?: string | null;
  Status?: 'open' | 'closed';
}

/** Investigations of complaints and O&M applications (README "Maintenance"; 002 §2). */
export function investigationRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);
  const kind = { records: store.investigations, name: 'Investigation', operation: 'investigation', notFound: 'investigationNotFound', onRequest, itemSchema: investigationItemSchema } as const;

  listRoute(app, kind, {
    summary: 'Investigations, newest first',
    description: 'Employees with `portalOm`. Optional `Status`, `ElementId`, `StationId` (the station and its elements), `Text` (number or location).',
    properties: {},
    text: 'Substring of the number or location.',
    sorts: INVESTIGATION_SORTS,
    list: (body: ListBody<InvestigationSort>, language, limit, offset) =>
      store.investigations.list({ status: body.Status, elementId: body.ElementId, stationId: body.StationId, text: body.Text, ...sortOf(body) }, language, limit, offset),
  });

  getItemsRoute(app, kind, 'Investigations by id');

  saveRoute(app, store, kind, {
    summary: 'Record or change an investigation',
    description:
      'Employees with `portalOm`. Without `InvestigationId` one is created (open unless told). Source `application` needs a ' +
      'maintenance `ApplicationId`. Closed investigations are read-only (190); unknown element 197.',
    required: ['Location', 'ComplainTypeId'],
    properties: {
      Source: { type: 'string', enum: ['complaint', 'application'], default: 'complaint', description: 'What it looks into.' },
      ApplicationId: { type: ['integer', 'null'], description: 'The maintenance application (source application).' },
      ElementId: { type: ['integer', 'null'], description: 'Element concerned.' },
      Location: { type: 'string', minLength: 1, maxLength: 300, description: 'Where.' },
      ComplainTypeId: integer('Complain type (lookup).'),
      Findings: { type: ['string', 'null'], maxLength: MAX_TEXT, description: 'What was found.' },
    },
    answer: 'The investigation.',
    save: (body: SaveBody, request) => ({
      id: body.InvestigationId,
      elementId: body.ElementId,
      lookup: ['complainType', body.ComplainTypeId],
      fields: (elementId) => {
        const source = body.Source ?? 'complaint';
        const applicationId = source === 'application' ? (body.ApplicationId ?? null) : null;
        if (source === 'application' && (applicationId === null || store.workQueue.state(applicationId)?.kind !== 2)) return refuse(request, 'originNotFound');
        return {
          source,
          applicationId,
          elementId,
          location: body.Location.trim(),
          complainTypeId: body.ComplainTypeId,
          findings: body.Findings?.trim() ? body.Findings.trim() : null,
          status: body.Status ?? 'open',
        };
      },
    }),
  });

  raiseJobCardRoute(app, store, kind, {
    summary: 'Raise a job card from an investigation',
    description: 'Employees with `portalOm`. A new card at step `registered` with the investigation\'s element, complain type and findings. Closed investigations: 190.',
    idDescription: 'The investigation.',
    origin: (investigation) => ({
      type: 'investigation',
      id: investigation.investigationId,
      elementId: investigation.elementId,
      complainTypeId: investigation.complainTypeId,
      description: `${investigation.number}: ${investigation.findings ?? investigation.location}`,
    }),
  });
}
