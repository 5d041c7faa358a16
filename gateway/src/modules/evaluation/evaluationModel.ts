import type { EvaluationItem } from './api.ts';

/** The schema's view of an upstream item: lower-case upstream codes become the schema's enum values. */
export function toEvaluationModel(item: EvaluationItem) {
  return {
    ...item,
    status: item.status.toUpperCase(),
    submittedAt: new Date(item.createdAt),
    supplyType: item.supplyType.toUpperCase(),
    propertyType: item.propertyType.toUpperCase(),
    usageType: item.usageType.toUpperCase(),
  };
}

export type EvaluationModel = ReturnType<typeof toEvaluationModel>;
