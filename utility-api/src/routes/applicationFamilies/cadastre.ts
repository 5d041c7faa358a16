import type { FastifyInstance } from 'fastify';
import { plotValue } from '../../../../shared/applicationForms/plots.ts';
import { problemText } from '../../../../shared/applicationForms/problems.ts';
import { requestLanguage } from '../../http/language.ts';
import { areaSquareMetres } from '../../../../shared/geometry/plotGeometry.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, responses, string } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { FamilyContext } from './context.ts';
import { lookUpPlot } from './registers.ts';

interface Body {
  District: string;
  Municipality: string;
  Sheet: string;
  Plan: string;
  PlotNumber: string;
}

const part = (description: string) => ({ ...string(description), maxLength: 60 });

/** A plot's area in the cadastre, for the wizard's preview on the map (docs/applicationFamilies.md, Plots). */
export function cadastreRoute(app: FastifyInstance, context: FamilyContext): void {
  app.post<{ Body: Body }>('/Cadastre/GetPlot', {
    schema: {
      tags: ['ApplicationFamily'],
      operationId: 'cadastreGetPlot',
      summary: 'A plot of the cadastre by its cadastral reference',
      description:
        'Signed-in users. The plot\'s value as a plot field stores it (`reference`), its area as a GeoJSON Polygon or ' +
        'MultiPolygon in EPSG:4326 and its size in square metres. Status 1 with `code` plotNotFound, "Not found on map", for a reference the cadastre does ' +
        'not hold (or a malformed one), status 1 with `code` plotGeometryUnsupported, "Not supported geometry type", for a record of another geometry type.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['District', 'Municipality', 'Sheet', 'Plan', 'PlotNumber'],
        properties: {
          District: part('District, a value of the shared lookup `districts`.'),
          Municipality: part('Municipality or community, a value of the shared lookup `municipalities`.'),
          Sheet: part('Sheet.'),
          Plan: part('Plan.'),
          PlotNumber: part('Plot number.'),
        },
      },
      response: responses(
        envelopeWith(
          {
            item: {
              type: 'object',
              required: ['reference', 'geometry', 'areaSquareMetres'],
              properties: {
                reference: string('The plot field\'s value: `<district>/<municipality>/<sheet>/<plan>/<plot number>`.'),
                geometry: { type: 'object', additionalProperties: true, description: 'GeoJSON Polygon or MultiPolygon, EPSG:4326.' },
                areaSquareMetres: { type: 'number', description: 'Geodesic area, holes deducted.' },
              },
            },
            code: { type: 'string', enum: ['plotNotFound', 'plotGeometryUnsupported'], description: 'With status 1: why there is no area.' },
          },
          'The plot.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { District, Municipality, Sheet, Plan, PlotNumber } = request.body;
      const reference = plotValue({ district: District, municipality: Municipality, sheet: Sheet, plan: Plan, plotNumber: PlotNumber });
      const lookup = lookUpPlot(context.store, reference) ?? { problem: 'plotNotFound' as const };
      if ('problem' in lookup) return { ...fail(STATUS_FAILED, problemText(requestLanguage(request), { path: reference, code: lookup.problem })), code: lookup.problem };
      return ok({ item: { reference, geometry: lookup.geometry, areaSquareMetres: areaSquareMetres(lookup.geometry) } });
    },
  });
}
