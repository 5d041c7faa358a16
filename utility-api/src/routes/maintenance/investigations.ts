import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { FLAG, MAX_IDS, MAX_TEXT, badLookup, isRefusal, nowOf, placeOf, refuse } from './guards.ts';
import { raiseJobCard } from './raise.ts';
import { investigationItemSchema, jobCardItemSchema } from './schemas.ts';

const TAGS = ['Maintenance'];
const status = { type: 'string', enum: ['open', 'closed'] };

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
  const find = (id: number, language: string) => store.investigations.byIds([id], language)[0];

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

  app.post<{ Body: { Ids: number[] } }>('/Investigation/GetItems', {
    schema: {
      tags: TAGS,
      operationId: 'investigationGetItems',
      summary: 'Investigations by id',
      description: 'Employees with `portalOm`. In the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: investigationItemSchema } }, 'Those found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.investigations.byIds(request.body.Ids, requestLanguage(request)) }),
  });

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
      const language = requestLanguage(request);
      const existing = body.InvestigationId ? find(body.InvestigationId, language) : undefined;
      if (body.InvestigationId && !existing) return refuse(request, 'investigationNotFound');
      if (existing?.status === 'closed') return refuse(request, 'closed');
      const place = placeOf(request, store, body.ElementId, null);
      if (isRefusal(place)) return place;
      const lookup = badLookup(request, store, [['complainType', body.ComplainTypeId]]);
      if (lookup) return lookup;
      const source = body.Source ?? 'complaint';
      const applicationId = source === 'application' ? (body.ApplicationId ?? null) : null;
      if (source === 'application' && (applicationId === null || store.workQueue.state(applicationId)?.kind !== 2)) return refuse(request, 'originNotFound');
      const fields = {
        source,
        applicationId,
        elementId: place.elementId,
        location: body.Location.trim(),
        complainTypeId: body.ComplainTypeId,
        findings: body.Findings?.trim() ? body.Findings.trim() : null,
        status: body.Status ?? 'open',
      };
      const id = existing ? existing.investigationId : store.investigations.create(fields, signedInUser(request).id, nowOf(store));
      if (existing) store.investigations.update(id, fields, nowOf(store));
      return ok({ item: find(id, language) });
    },
  });

  app.post<{ Body: { InvestigationId: number } }>('/Investigation/RaiseJobCard', {
    schema: {
      tags: TAGS,
      operationId: 'investigationRaiseJobCard',
      summary: 'Raise a job card from an investigation',
      description: 'Employees with `portalOm`. A new card at step `registered` with the investigation\'s element, complain type and findings. Closed investigations: 190.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['InvestigationId'], properties: { InvestigationId: integer('The investigation.') } },
      response: responses(envelopeWith({ item: jobCardItemSchema }, 'The new job card.')),
    },
    onRequest,
    handler: async (request) => {
      const investigation = find(request.body.InvestigationId, requestLanguage(request));
      if (!investigation) return refuse(request, 'investigationNotFound');
      if (investigation.status === 'closed') return refuse(request, 'closed');
      return raiseJobCard(request, store, {
        type: 'investigation',
        id: investigation.investigationId,
        elementId: investigation.elementId,
        complainTypeId: investigation.complainTypeId,
        description: `${investigation.number}: ${investigation.findings ?? investigation.location}`,
      });
    },
  });
}
