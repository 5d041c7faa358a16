import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { FLAG, MAX_TEXT, refuse } from './guards.ts';
import { TAGS, getItemsRoute, raiseJobCardRoute, recordStatus as status, saveRecord } from './records.ts';
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
  const kind = { records: store.investigations, name: 'Investigation', operation: 'investigation', notFound: 'investigationNotFound', onRequest } as const;

  app.post<{ Body: (PagingBody & { Status?: 'open' | 'closed'; ElementId?: number; StationId?: number; Text?: string }) | undefined }>('/Investigation/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'investigationGetList',
      summary: 'Investigations, newest first',
      description: 'Employees with `portalOm`. Optional `Status`, `ElementId`, `StationId` (the station and its elements), `Text` (number or location).',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Status: { ...status, description: 'Only open or closed ones.' },
          ElementId: integer('Only those of this element.'),
          StationId: integer('Only those of this station and its elements.'),
          Text: { type: 'string', maxLength: 100, description: 'Substring of the number or location.' },
        },
      },
      response: responses(envelopeWith({ total: integer('Matching.'), items: { type: 'array', items: investigationItemSchema } }, 'One page.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      return ok(store.investigations.list({ status: body.Status, elementId: body.ElementId, stationId: body.StationId, text: body.Text }, requestLanguage(request), limit, offset));
    },
  });

  getItemsRoute(app, kind, 'Investigations by id', investigationItemSchema);

  app.post<{ Body: SaveBody }>('/Investigation/Save', {
    schema: {
      tags: TAGS,
      operationId: 'investigationSave',
      summary: 'Record or change an investigation',
      description:
        'Employees with `portalOm`. Without `InvestigationId` one is created (open unless told). Source `application` needs a ' +
        'maintenance `ApplicationId`. Closed investigations are read-only (190); unknown element 197.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Location', 'ComplainTypeId'],
        properties: {
          InvestigationId: { type: ['integer', 'null'], description: 'The one to change; absent to create.' },
          Source: { type: 'string', enum: ['complaint', 'application'], default: 'complaint', description: 'What it looks into.' },
          ApplicationId: { type: ['integer', 'null'], description: 'The maintenance application (source application).' },
          ElementId: { type: ['integer', 'null'], description: 'Element concerned.' },
          Location: { type: 'string', minLength: 1, maxLength: 300, description: 'Where.' },
          ComplainTypeId: integer('Complain type (lookup).'),
          Findings: { type: ['string', 'null'], maxLength: MAX_TEXT, description: 'What was found.' },
          Status: { ...status, description: 'open (default) or closed.' },
        },
      },
      response: responses(envelopeWith({ item: investigationItemSchema }, 'The investigation.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      return saveRecord(request, store, kind, {
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
      });
    },
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
