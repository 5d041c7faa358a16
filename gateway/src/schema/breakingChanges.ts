import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

/** How a new schema differs from a released one, in graphql-js's words. */
export interface SchemaChanges {
  /** Changes that break existing clients: removed fields and types, narrowed arguments… */
  breaking: string[];
  /** Changes that may surprise clients: new enum values, changed defaults… */
  dangerous: string[];
}

/** Compares two SDL documents (`schema.graphql` against the last released one). */
export function compareSchemas(releasedSdl: string, currentSdl: string): SchemaChanges {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  return {
    breaking: findBreakingChanges(released, current).map((change) => `${change.type}: ${change.description}`),
    dangerous: findDangerousChanges(released, current).map((change) => `${change.type}: ${change.description}`),
  };
}
