import { useEffect, useState, useTransition } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { useRefetchableFragment } from '../../relay/screenHooks';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../i18n/format';
import type { StoresTab_query$key } from './__generated__/StoresTab_query.graphql';
import type { StoresTabRefetchQuery } from './__generated__/StoresTabRefetchQuery.graphql';
import { AllocationTab } from './AllocationList';
import { SelectField } from '../../components/SelectField';
import { useAddJobCardStoreItemMutation } from './useAddJobCardStoreItemMutation';
import { useRecordSave } from './useRecordSave';
import { CodeName } from './CodeName';

interface Row {
  readonly allocationId: number;
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  readonly warehouseName: string;
  readonly quantity: number;
  readonly issuedAt: string;
}

interface Props {
  jobCardId: string;
  rows: readonly Row[];
  readOnly: boolean;
  query: StoresTab_query$key;
  warehouses: ReadonlyArray<{ readonly warehouseId: number; readonly name: string }>;
  /** The viewer's profile warehouse, the default (000 §3 warehouseId). */
  defaultWarehouseId: number | null;
}

const STORE_FIELDS = ['stockItemId', 'warehouseId', 'quantity'];

/** 002 §3 store allocation: a material issued from a warehouse, at most what it has on hand (shown beside each material). */
export function StoresTab(props: Props) {
  const { t } = useTranslation('maintenance');
  const { run: add, inFlight: adding } = useAddJobCardStoreItemMutation({ fields: STORE_FIELDS, failed: () => t('errors.saveFailed') });
  const [pending, startTransition] = useTransition();
  const [data, refetch] = useRefetchableFragment<StoresTabRefetchQuery, StoresTab_query$key>(
    graphql`
      fragment StoresTab_query on Query
      @refetchable(queryName: "StoresTabRefetchQuery")
      @argumentDefinitions(warehouseId: { type: "Int" }, noWarehouse: { type: "Boolean", defaultValue: true }) {
        materials: stockItems(first: 100, warehouseId: $warehouseId) @skip(if: $noWarehouse) {
          edges {
            node {
              stockItemId
              code
              name
              unit
              quantityOnHand
            }
          }
        }
      }
    `,
    props.query,
  );
  const [warehouseId, setWarehouseId] = useState(props.defaultWarehouseId ? String(props.defaultWarehouseId) : '');
  const [stockItemId, setStockItemId] = useState('');
  const [quantity, setQuantity] = useState('');
  const { errors, run } = useRecordSave(t('allocations.storesSaved'));
  const load = (id: string, fetchPolicy: 'store-or-network' | 'network-only') =>
    startTransition(() => {
      refetch({ warehouseId: id ? Number(id) : null, noWarehouse: id === '' }, { fetchPolicy });
    });
  useEffect(() => {
    startTransition(() => {
      refetch({ warehouseId: warehouseId ? Number(warehouseId) : null, noWarehouse: warehouseId === '' }, { fetchPolicy: 'store-or-network' });
    });
  }, [warehouseId, refetch]);
  const materials = data.materials?.edges.map((edge) => edge.node) ?? [];

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!warehouseId) local['warehouseId'] = t('errors.required');
    if (!stockItemId) local['stockItemId'] = t('errors.required');
    const value = Number(quantity.replace(',', '.'));
    if (!(value > 0)) local['quantity'] = t('errors.quantity');
    const sent = await run(local, async () => {
      const outcome = await add({ input: { jobCardId: props.jobCardId, stockItemId: Number(stockItemId), warehouseId: Number(warehouseId), quantity: value } });
      if (outcome.status === 'done') setQuantity('');
      return outcome;
    });
    // The quantities on hand changed (or may have): read them again.
    if (sent) load(warehouseId, 'network-only');
  };

  return (
    <AllocationTab
      jobCardId={props.jobCardId}
      kind="STORES"
      caption={t('allocations.stores')}
      rows={props.rows}
      readOnly={props.readOnly}
      testId="stores-table"
      columns={[
        { key: 'material', header: t('fields.material'), cell: (row) => <CodeName code={row.code} name={row.name} /> },
        { key: 'warehouse', header: t('fields.warehouse'), cell: (row) => row.warehouseName },
        { key: 'quantity', header: t('fields.quantity'), cell: (row) => `${row.quantity} ${t(`unit.${row.unit}`)}`, numeric: true },
        { key: 'issued', header: t('fields.issuedAt'), cell: (row) => <time dir="ltr" dateTime={row.issuedAt}>{formatDateTime(row.issuedAt)}</time> },
      ]}
      form={{
        label: t('allocations.addStores'),
        columns: 'lg:grid-cols-4',
        testId: 'stores-form',
        submitTestId: 'stores-add',
        adding,
        onSubmit: () => void submit(),
        children: (
          <>
            <SelectField label={t('fields.warehouse')} value={warehouseId} onChange={(event) => { setWarehouseId(event.target.value); setStockItemId(''); }} error={errors['warehouseId']} data-testid="stores-warehouse">
              <option value="">{t('fields.choose')}</option>
              {props.warehouses.map((warehouse) => (
                <option key={warehouse.warehouseId} value={warehouse.warehouseId}>
                  {warehouse.name}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('fields.material')} value={stockItemId} onChange={(event) => setStockItemId(event.target.value)} error={errors['stockItemId']} disabled={pending} data-testid="stores-material">
              <option value="">{t('fields.choose')}</option>
              {materials.map((material) => (
                <option key={material.stockItemId} value={material.stockItemId}>
                  {t('allocations.onHand', { code: material.code, name: material.name, quantity: material.quantityOnHand ?? 0, unit: t(`unit.${material.unit}`) })}
                </option>
              ))}
            </SelectField>
            <TextField label={t('fields.quantity')} inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.target.value)} error={errors['quantity']} data-testid="stores-quantity" />
          </>
        ),
      }}
    />
  );
}
