import type { Resolvers } from '../../schema/resolverTypes.ts';
import { legalTermsResolvers } from './legalTerms.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { requestLoginCode } from './requestLoginCode.ts';
import { userResolvers } from './user.ts';
import { viewerResolvers } from './viewer.ts';

export { userNode } from './user.ts';

export const authResolvers: Resolvers[] = [
  viewerResolvers,
  userResolvers,
  legalTermsResolvers,
  { Mutation: { login, logout, requestLoginCode } },
];
