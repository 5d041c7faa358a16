import type { EvaluationPropertyType, EvaluationStatus, EvaluationSupplyType, EvaluationUsageType } from '../../__generated__/resolvers.ts';
import type { EvaluationItem } from './api.ts';

/** The schema's view of an upstream item: lower-case upstream codes become the schema's enum values. */
export function toEvaluationModel(item: EvaluationItem) {
  return {
    ...item,
    status: item.status.toUpperCase() as EvaluationStatus,
    submittedAt: new Date(item.createdAt),
    supplyType: item.supplyType.toUpperCase() as EvaluationSupplyType,
    propertyType: item.propertyType.toUpperCase() as EvaluationPropertyType,
    usageType: item.usageType.toUpperCase() as EvaluationUsageType,
  };
}

