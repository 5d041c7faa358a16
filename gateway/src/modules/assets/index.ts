import type { Resolvers } from '../../schema/resolverTypes.ts';
import { assetNode, assetResolvers } from './assetResolvers.ts';
import { elementResolvers } from './elementResolvers.ts';
import { pvParkNode, pvParkResolvers } from './pvParkResolvers.ts';

/** Assets with condition assessments, element properties and the PV park directory (`002 §2`). */
export const assetsResolvers: Resolvers[] = [assetResolvers, elementResolvers, pvParkResolvers];
export { assetNode, pvParkNode };
