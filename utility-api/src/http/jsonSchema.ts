/** The JSON Schema subset the route schemas use; kept loose so schemas stay plain object literals. */
export interface JSONSchema {
  type?: string | readonly string[];
  description?: string;
  [keyword: string]: unknown;
}
