import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accountNode, accountResolvers } from '../modules/account/resolvers.ts';
import { accountLifecycleResolvers } from '../modules/accountLifecycle/index.ts';
import { authResolvers, userNode } from '../modules/auth/index.ts';
import { languageResolvers } from '../modules/language/setLanguage.ts';
import { nodeResolvers } from '../modules/node/resolvers.ts';
import { settingsResolvers } from '../modules/settings/resolvers.ts';
import { textsResolvers } from '../modules/texts/resolvers.ts';
import { loadTypeDefs } from './typeDefs.ts';

/** The executable schema: the modules' SDL (the public contract) with the modules' resolvers. */
export function createSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      nodeResolvers([userNode, accountNode]),
      ...authResolvers,
      accountLifecycleResolvers,
      accountResolvers,
      settingsResolvers,
      textsResolvers,
      languageResolvers,
    ],
  });
}
