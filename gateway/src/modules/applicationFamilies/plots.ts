/**
 * Plots and items of family applications (docs/applicationFamilies.md, Plots and points on the map): the
 * cadastre's answer for a plot, employees' decisions on items, and a new application started from another.
 */
import { requireUser } from '../../context.ts';
import { forbiddenError } from '../../errors.ts';
import { formMessage } from '../../i18n/formChecks.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError } from '../../userErrors.ts';
import { isEmployee } from '../auth/employeeGuard.ts';
import { requireQueue } from '../workQueue/kinds.ts';
import { copyFamilyApplication, decideFamilyApplicationItem, getCadastralPlot } from './api.ts';
import { familyMessage } from './familyMessages.ts';
import { changed, refused } from './mutations.ts';

/** As `/Cadastre/GetPlot` takes a part, and `DecideFamilyApplicationItemInput.reason`. */
const MAX_REFERENCE_PART = 60;
const MAX_REASON = 2_000;

const PROBLEMS = { plotNotFound: 'NOT_FOUND', plotGeometryUnsupported: 'UNSUPPORTED_GEOMETRY' } as const;

const cadastralPlot: ResolverOf<'Query', 'cadastralPlot'> = async (_, parts, ctx) => {
  requireUser(ctx);
  const reference = Object.values(parts).join('/');
  if (Object.values(parts).some((part) => part.trim() === '' || part.length > MAX_REFERENCE_PART)) {
    return { reference, geoJson: null, areaSquareMetres: null, problem: 'NOT_FOUND' };
  }
  try {
    const plot = await getCadastralPlot(ctx.upstream, parts);
    return { reference: plot.reference, geoJson: JSON.stringify(plot.geometry), areaSquareMetres: plot.areaSquareMetres, problem: null };
  } catch (error) {
    const code = error instanceof UpstreamError && error.status === UPSTREAM_STATUS.failure ? error.details['code'] : undefined;
    if (code !== 'plotNotFound' && code !== 'plotGeometryUnsupported') throw error;
    return { reference, geoJson: null, areaSquareMetres: null, problem: PROBLEMS[code] };
  }
};

const decideItem: ResolverOf<'Mutation', 'decideFamilyApplicationItem'> = async (_, { input }, ctx) => {
  await requireQueue(ctx, 'CUSTOMER_SERVICE');
  const reason = input.reason?.trim() ?? '';
  if (reason.length > MAX_REASON) return refused(userError('TOO_LONG', formMessage('tooLong', ctx.language, MAX_REASON), 'reason'));
  if (reason === '' && input.decision === 'REFUSED') return refused(userError('MANDATORY_FIELD', familyMessage(ctx.language, 'reasonRequired'), 'reason'));
  // The utility answers each refusal with a status of its own (not found, not under review, no such item): no read first.
  return changed(ctx, async () => {
    await decideFamilyApplicationItem(ctx.upstream, { portalApplicationId: input.portalApplicationId, item: input.item.trim(), decision: input.decision, reason: reason === '' ? null : reason });
    return input.portalApplicationId;
  });
};

const copy: ResolverOf<'Mutation', 'copyFamilyApplication'> = async (_, { input }, ctx) => {
  requireUser(ctx);
  if (isEmployee(ctx)) throw forbiddenError('Applications are filled in by customers.');
  // A visitor's session holds the one application it was opened for (./visitorHold.ts); the utility refuses a copy too.
  if (ctx.session?.data.visitor !== undefined) throw forbiddenError('A visitor works on one application.');
  const values = Object.fromEntries((input.values ?? []).map((value) => [value.path.trim(), value.value]));
  return changed(ctx, () => copyFamilyApplication(ctx.upstream, input.portalApplicationId, values));
};

export const plotResolvers: Resolvers = {
  Query: { cadastralPlot },
  Mutation: { decideFamilyApplicationItem: decideItem, copyFamilyApplication: copy },
};
