import type { Resolvers } from '../../schema/resolverTypes.ts';
import { workQueueMutationResolvers } from './mutations.ts';
import { queueResolvers } from './queueResolvers.ts';
import { workQueueSubscriptionResolvers } from './subscription.ts';

/** Employee work queues (`002 §2` customer-service and maintenance applications; utility-api README "Work queues"). */
export const workQueueResolvers: Resolvers[] = [queueResolvers, workQueueMutationResolvers, workQueueSubscriptionResolvers];
