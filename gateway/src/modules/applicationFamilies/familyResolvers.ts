import type { GatewayContext } from '../../context.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { toMoney } from '../billing/money.ts';
import { familyModel, type FamilyModel, type FamilyParts } from './familyModel.ts';
import { familyList, familyLoader } from './familyLoaders.ts';

/** Definitions are the utility's, in the request's language; a family it stops serving mid-request is its fault. */
async function partsOf(ctx: GatewayContext, family: FamilyModel): Promise<FamilyParts> {
  const loaded = await familyLoader(ctx).load(family.code);
  if (loaded === null) throw new Error(`the utility API no longer serves the application family ${family.code}`);
  return loaded.parts;
}

const part =
  <K extends keyof FamilyParts>(key: K) =>
  async (family: FamilyModel, _args: unknown, ctx: GatewayContext): Promise<FamilyParts[K]> =>
    (await partsOf(ctx, family))[key];

const applicationFamilies: ResolverOf<'Query', 'applicationFamilies'> = async (_, _args, ctx) =>
  (await familyList(ctx)()).map(familyModel);

const applicationFamily: ResolverOf<'Query', 'applicationFamily'> = async (_, { code }, ctx) => {
  const loaded = await familyLoader(ctx).load(code.trim());
  return loaded === null ? null : familyModel(loaded.definition);
};

export const familyResolvers: Resolvers = {
  Query: { applicationFamilies, applicationFamily },
  ApplicationFamily: {
    steps: part('steps'),
    rules: part('rules'),
    documents: part('documents'),
    lookups: part('lookups'),
    issuedDocumentKind: part('issuedDocumentKind'),
    issuedDocumentTitle: part('issuedDocumentTitle'),
    validityMonths: part('validityMonths'),
    fee: (family, _args, ctx) => (family.fee === null ? null : { amount: toMoney(ctx, Number(family.fee.amount)), payBeforeIssue: family.fee.payBeforeIssue }),
  },
};
