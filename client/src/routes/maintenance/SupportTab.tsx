import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TextField } from '../../components/TextField';
import { formatMoney } from '../../i18n/format';
import { AllocationTab } from './AllocationList';
import { LookupSelect } from './LookupSelect';
import { useAddJobCardSupportServiceMutation } from './useAddJobCardSupportServiceMutation';
import { useRecordSave } from './useRecordSave';

interface Row {
  readonly allocationId: number;
  readonly service: { readonly name: string };
  readonly supplier: string;
  readonly quantity: number;
  readonly hours: number;
  readonly cost: number;
}

interface Props {
  jobCardId: string;
  rows: readonly Row[];
  readOnly: boolean;
  services: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
}

const number = (value: string) => (value.trim() === '' ? 0 : Number(value.replace(',', '.')));
const FIELDS = ['serviceId', 'supplier', 'quantity', 'hours', 'cost'];

/** 002 §3 support service allocation: excavators, tankers, traffic management… with supplier and cost. */
export function SupportTab({ jobCardId, rows, readOnly, services }: Props) {
  const { t, i18n } = useTranslation('maintenance');
  const { run: add, inFlight: adding } = useAddJobCardSupportServiceMutation({ fields: FIELDS, failed: () => t('errors.saveFailed') });
  const [serviceId, setServiceId] = useState('');
  const [supplier, setSupplier] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [hours, setHours] = useState('');
  const [cost, setCost] = useState('');
  const { errors, run } = useRecordSave(t('allocations.supportSaved'));

  const submit = () => {
    const local: Record<string, string> = {};
    if (!serviceId) local['serviceId'] = t('errors.required');
    if (supplier.trim() === '') local['supplier'] = t('errors.required');
    if (!(number(quantity) > 0)) local['quantity'] = t('errors.quantity');
    if (!(number(hours) >= 0)) local['hours'] = t('errors.number');
    if (!(number(cost) >= 0)) local['cost'] = t('errors.number');
    void run(local, async () => {
      const outcome = await add({ input: { jobCardId, serviceId: Number(serviceId), supplier: supplier.trim(), quantity: number(quantity), hours: number(hours), cost: number(cost) } });
      if (outcome.status === 'done') {
        setSupplier('');
        setHours('');
        setCost('');
      }
      return outcome;
    });
  };

  return (
    <AllocationTab
      jobCardId={jobCardId}
      kind="SUPPORT_SERVICE"
      caption={t('allocations.support')}
      rows={rows}
      readOnly={readOnly}
      testId="support-table"
      columns={[
        { key: 'service', header: t('fields.service'), cell: (row) => row.service.name },
        { key: 'supplier', header: t('fields.supplier'), cell: (row) => <span dir="auto">{row.supplier}</span> },
        { key: 'quantity', header: t('fields.quantity'), cell: (row) => row.quantity, numeric: true },
        { key: 'hours', header: t('fields.hours'), cell: (row) => row.hours, numeric: true },
        { key: 'cost', header: t('fields.cost'), cell: (row) => formatMoney(row.cost, i18n.language), numeric: true },
      ]}
      form={{
        label: t('allocations.addSupport'),
        columns: 'lg:grid-cols-3',
        testId: 'support-form',
        adding,
        onSubmit: submit,
        children: (
          <>
            <LookupSelect label={t('fields.service')} value={serviceId} onChange={setServiceId} options={services} placeholder={t('fields.choose')} error={errors['serviceId']} />
            <TextField label={t('fields.supplier')} value={supplier} maxLength={200} onChange={(event) => setSupplier(event.target.value)} error={errors['supplier']} />
            <TextField label={t('fields.quantity')} inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.target.value)} error={errors['quantity']} />
            <TextField label={t('fields.hours')} inputMode="decimal" value={hours} onChange={(event) => setHours(event.target.value)} error={errors['hours']} />
            <TextField label={t('fields.cost')} inputMode="decimal" value={cost} onChange={(event) => setCost(event.target.value)} error={errors['cost']} />
          </>
        ),
      }}
    />
  );
}
