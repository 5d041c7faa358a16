import type { Resolvers } from '../../schema/resolverTypes.ts';
import { familyApplicationName, familyApplicationStage, familyDetails } from './familyDetails.ts';
import { familyResolvers } from './familyResolvers.ts';
import { familyMutationResolvers } from './mutations.ts';
import { plotResolvers } from './plots.ts';
import { issuedDocumentVerification } from './verification.ts';
import { visitorResolvers } from './visitorResolvers.ts';

export { issuedDocumentDownload } from './documentDownload.ts';

/** Application families of `002 §1` as data (docs/applicationFamilies.md): one engine for every family. */
export const applicationFamiliesResolvers: Resolvers[] = [
  familyResolvers,
  familyMutationResolvers,
  visitorResolvers,
  plotResolvers,
  { Query: { issuedDocumentVerification }, Application: { familyDetails, name: familyApplicationName, familyStage: familyApplicationStage } },
];
