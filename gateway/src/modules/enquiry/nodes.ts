import { CUSTOMER_RECORDS, readIfEmployeeMay } from '../auth/employeeGuard.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { toConnectionModel } from './enquiryModel.ts';
import { enquiryLoaders } from './enquiryLoaders.ts';
import { customerLoader } from './customerLoader.ts';

function keyOf(key: string): number | undefined {
  const id = Number(key);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Customers by global id: employees with the enquiries only; null for anyone else (and unknown ids). */
export const customerNode: NodeType = {
  type: 'Customer',
  async load(ctx, key) {
    const id = keyOf(key);
    if (id === undefined) return null;
    return readIfEmployeeMay(ctx, CUSTOMER_RECORDS, () => customerLoader(ctx).load(id));
  },
};

/** Service points by global id: employees with the enquiries only; null for anyone else (and unknown ids). */
export const servicePointNode: NodeType = {
  type: 'ServicePoint',
  async load(ctx, key) {
    const id = keyOf(key);
    if (id === undefined) return null;
    const connection = await readIfEmployeeMay(ctx, CUSTOMER_RECORDS, () => enquiryLoaders(ctx).connections.load(id));
    return connection === null ? null : toConnectionModel(connection);
  },
};
