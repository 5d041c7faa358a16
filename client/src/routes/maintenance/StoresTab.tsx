import { type FormEvent, useEffect, useState, useTransition } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../i18n/format';
import { type FieldErrors, reportUserErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import type { StoresTab_query$key } from './__generated__/StoresTab_query.graphql';
import type { StoresTabRefetchQuery } from './__generated__/StoresTabRefetchQuery.graphql';
import { AllocationList } from './AllocationList';
import { SelectField } from '../../components/SelectField';
import { useAddJobCardStoreItemMutation } from './useAddJobCardStoreItemMutation';

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

/** 002 §3 store allocation: a material issued from a warehouse, at most what it has on hand (shown beside each material). */
export function StoresTab(props: Props) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const [add, adding] = useAddJobCardStoreItemMutation();
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
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!warehouseId) local['warehouseId'] = t('errors.required');
    if (!stockItemId) local['stockItemId'] = t('errors.required');
    const value = Number(quantity.replace(',', '.'));
    if (!(value > 0)) local['quantity'] = t('errors.quantity');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const payload = await add({ jobCardId: props.jobCardId, stockItemId: Number(stockItemId), warehouseId: Number(warehouseId), quantity: value });
      setErrors(reportUserErrors(payload.userErrors, { fields: ['stockItemId', 'warehouseId', 'quantity'], notify, t }).fieldErrors);
      if (payload.userErrors.length === 0) {
        setQuantity('');
        notify('success', t('allocations.storesSaved'));
      }
    } catch {
      notify('error', t('errors.saveFailed'));
    } finally {
      load(warehouseId, 'network-only');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <AllocationList
        jobCardId={props.jobCardId}
        kind="STORES"
        caption={t('allocations.stores')}
        rows={props.rows}
        readOnly={props.readOnly}
        testId="stores-table"
        columns={[
          { key: 'material', header: t('fields.material'), cell: (row) => <span dir="auto">{`${row.code} · ${row.name}`}</span> },
          { key: 'warehouse', header: t('fields.warehouse'), cell: (row) => row.warehouseName },
          { key: 'quantity', header: t('fields.quantity'), cell: (row) => `${row.quantity} ${t(`unit.${row.unit}`)}`, numeric: true },
          { key: 'issued', header: t('fields.issuedAt'), cell: (row) => <time dir="ltr" dateTime={row.issuedAt}>{formatDateTime(row.issuedAt)}</time> },
        ]}
      />
      {props.readOnly ? null : (
        <form noValidate onSubmit={submit} aria-label={t('allocations.addStores')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end" data-testid="stores-form">
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
          <Button type="submit" disabled={adding} data-testid="stores-add">
            {t('allocations.add')}
          </Button>
        </form>
      )}
    </div>
  );
}
