import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { type FieldErrors, reportUserErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import { defineScreen } from '../../router/screenRoute';
import { parseDecimal } from '../../lib/decimals';
import { SelectField } from '../../components/SelectField';
import type { RequisitionEditor_requisition$key } from './__generated__/RequisitionEditor_requisition.graphql';
import type { StoreRequisitionAction, StoreRequisitionScreenActionMutation } from './__generated__/StoreRequisitionScreenActionMutation.graphql';
import type { StoreRequisitionScreenQuery } from './__generated__/StoreRequisitionScreenQuery.graphql';
import type { StoreRequisitionScreenSaveMutation } from './__generated__/StoreRequisitionScreenSaveMutation.graphql';
import { type Line, type Materials, RequisitionLines, newLine } from './RequisitionLines';
import { RequisitionSummary } from './RequisitionSummary';

const storeRequisitionScreenQuery = graphql`
  query StoreRequisitionScreenQuery($id: ID!, $existing: Boolean!) @preloadable {
    node(id: $id) @include(if: $existing) {
      ... on StoreRequisition {
        id
        number
        ...RequisitionEditor_requisition @alias(as: "editor")
      }
    }
    viewer {
      user {
        warehouseId
      }
    }
    stores: warehouses(kind: STORES) {
      warehouseId
      code
      name
    }
    stockItems(first: 100) {
      edges {
        node {
          stockItemId
          code
          name
          # eslint-disable-next-line relay/unused-fields -- RequisitionLines.tsx shows each material's unit
          unit
        }
      }
    }
    organisation {
      name
    }
  }
`;

type Warehouses = ReadonlyArray<{ warehouseId: number; code: string; name: string }>;

/** 002 §2 store requisition: a new one (`new`), or one with its lines and the actions its status allows. */
function StoreRequisitionScreen({ queryRef, isNew }: { queryRef: PreloadedQuery<StoreRequisitionScreenQuery>; isNew: boolean }) {
  const data = usePreloadedQuery<StoreRequisitionScreenQuery>(storeRequisitionScreenQuery, queryRef);
  const { t } = useTranslation('workforce');
  const materials = data.stockItems.edges.map((edge) => edge.node);
  const back = (
    <Link to="/storeRequisitions" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('requisition.back')}
    </Link>
  );
  if (!isNew && !data.node?.editor) {
    return (
      <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <EmptyState title={t('requisition.notFoundTitle')} description={t('requisition.notFound')} testId="requisition-not-found" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <PageTitle suffix={data.organisation.name}>{data.node?.number ? t('requisition.title', { number: data.node.number }) : t('requisition.newTitle')}</PageTitle>
      <RequisitionEditor
        requisition={data.node?.editor ?? null}
        defaultWarehouseId={data.viewer.user?.warehouseId ?? data.stores[0]?.warehouseId ?? null}
        stores={data.stores}
        materials={materials}
      />
    </div>
  );
}

function RequisitionEditor(props: { requisition: RequisitionEditor_requisition$key | null; defaultWarehouseId: number | null; stores: Warehouses; materials: Materials }) {
  const { t } = useTranslation('workforce');
  const notify = useNotify();
  const navigate = useNavigate();
  const requisition = useFragment(
    graphql`
      fragment RequisitionEditor_requisition on StoreRequisition {
        id
        number
        editable
        allowedActions
        warehouseId
        jobCardNumber
        note
        lines {
          stockItemId
          quantity
        }
        ...RequisitionSummary_requisition
      }
    `,
    props.requisition,
  );
  const { run: save, inFlight: saving } = useFormMutation<StoreRequisitionScreenSaveMutation, StoreRequisitionScreenSaveMutation['response']['saveStoreRequisition']>(
    graphql`
    mutation StoreRequisitionScreenSaveMutation($input: SaveStoreRequisitionInput!) {
      saveStoreRequisition(input: $input) {
        storeRequisition {
          id
          number
          ...RequisitionEditor_requisition
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    // The lines' fields are those filled at submit, so the refusals are reported there.
    { payload: (response) => response.saveStoreRequisition, reportRefusals: false, failed: () => t('common.failed') },
  );
  const { run: act, inFlight: acting } = useFormMutation<StoreRequisitionScreenActionMutation, StoreRequisitionScreenActionMutation['response']['changeStoreRequisitionStatus']>(
    graphql`
    mutation StoreRequisitionScreenActionMutation($input: ChangeStoreRequisitionStatusInput!) {
      changeStoreRequisitionStatus(input: $input) {
        storeRequisition {
          id
          ...RequisitionEditor_requisition
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    { payload: (response) => response.changeStoreRequisitionStatus, failed: () => t('common.failed') },
  );
  const [warehouseId, setWarehouseId] = useState(String(requisition?.warehouseId ?? props.defaultWarehouseId ?? ''));
  const [jobCardNumber, setJobCardNumber] = useState(requisition?.jobCardNumber ?? '');
  const [note, setNote] = useState(requisition?.note ?? '');
  const [lines, setLines] = useState<Line[]>(() =>
    requisition ? requisition.lines.map((line) => newLine(String(line.stockItemId), String(line.quantity))) : [newLine()],
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const editable = !requisition || requisition.editable;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!warehouseId) problems['warehouseId'] = t('requisition.chooseWarehouse');
    const filled = lines.filter((line) => line.stockItemId || line.quantity.trim());
    filled.forEach((line, index) => {
      if (!line.stockItemId) problems[`lines.${index}.stockItemId`] = t('requisition.chooseMaterial');
      const quantity = parseDecimal(line.quantity);
      if (quantity === undefined || quantity <= 0) problems[`lines.${index}.quantity`] = t('requisition.quantityInvalid');
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void save({
      input: {
        requisitionId: requisition?.id ?? null,
        warehouseId: Number(warehouseId),
        jobCardNumber: jobCardNumber.trim() || null,
        note: note.trim() || null,
        lines: filled.map((line) => ({ stockItemId: Number(line.stockItemId), quantity: parseDecimal(line.quantity) ?? 0 })),
      },
    }).then((outcome) => {
      if (outcome.status === 'failed') return;
      const saveStoreRequisition = outcome.payload;
      const fields = ['warehouseId', 'jobCardNumber', 'note', ...filled.flatMap((_, index) => [`lines.${index}.quantity`, `lines.${index}.stockItemId`])];
      const { fieldErrors } = reportUserErrors(saveStoreRequisition.userErrors, { fields, notify, t });
      setErrors(fieldErrors);
      const saved = saveStoreRequisition.storeRequisition;
      if (!saved) return;
      notify('success', t('requisition.saved', { number: saved.number }));
      if (!requisition) navigate(`/storeRequisitions/${encodeURIComponent(saved.id)}`, { replace: true });
    });
  };

  const perform = (action: StoreRequisitionAction) => {
    if (!requisition) return;
    void act({ input: { requisitionId: requisition.id, action } }).then((outcome) => {
      if (outcome.status === 'done') notify('success', t(`actions.done.${action}`, { number: requisition.number }));
    });
  };

  return (
    <div className="flex flex-col gap-6">
      {requisition ? <RequisitionSummary requisition={requisition} /> : null}
      {requisition && requisition.allowedActions.length > 0 ? (
        <section aria-labelledby="requisition-actions-title" className="flex flex-col gap-2">
          <h2 id="requisition-actions-title" className="text-lg font-semibold text-gray-900">
            {t('actions.title')}
          </h2>
          <div className="flex flex-wrap gap-2">
            {requisition.allowedActions.map((action) => (
              <Button
                key={action}
                variant={action === 'REJECT' || action === 'CANCEL' ? 'secondary' : 'primary'}
                disabled={acting || saving}
                onClick={() => perform(action)}
                data-testid={`requisition-action-${action}`}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          </div>
        </section>
      ) : null}
      {editable ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4" data-testid="requisition-form">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('requisition.warehouse')}
              value={warehouseId}
              error={errors['warehouseId']}
              placeholder={t('requisition.choose')}
              options={props.stores.map((item) => ({ value: String(item.warehouseId), label: `${item.code} · ${item.name}` }))}
              onChange={(event) => setWarehouseId(event.target.value)}
              data-testid="requisition-warehouse"
            />
            <TextField label={t('requisition.jobCard')} maxLength={30} value={jobCardNumber} error={errors['jobCardNumber']} onChange={(event) => setJobCardNumber(event.target.value)} />
            <div className="sm:col-span-2">
              <TextField label={t('requisition.note')} maxLength={500} value={note} error={errors['note']} onChange={(event) => setNote(event.target.value)} />
            </div>
          </div>
          <RequisitionLines lines={lines} setLines={setLines} errors={errors} materials={props.materials} />
          <Button type="submit" className="self-end" disabled={saving || acting} data-testid="requisition-save">
            {requisition ? t('requisition.save') : t('requisition.create')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

export const storeRequisitionScreen = defineScreen<StoreRequisitionScreenQuery>({
  namespaces: ['workforce'],
  Screen: ({ queryRef }) => <StoreRequisitionScreen queryRef={queryRef} isNew={queryRef.variables.existing === false} />,
});
