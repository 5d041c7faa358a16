import type { UpstreamProperty } from './api.ts';

const PROPERTY_TYPES = ['HOUSE', 'APARTMENT', 'SHOP', 'OFFICE', 'PLOT'];

/** The `Property` type of the schema, except `id`, which has a resolver. */
export interface PropertyModel extends Omit<UpstreamProperty, 'propertyType'> {
  __typename: 'Property';
  propertyType: string | null;
}

export function toPropertyModel(property: UpstreamProperty): PropertyModel {
  const type = property.propertyType?.toUpperCase() ?? null;
  return { ...property, __typename: 'Property', propertyType: type !== null && PROPERTY_TYPES.includes(type) ? type : null };
}
