import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { useNotify } from '../../notifications/useNotify';
import type { SubmitReadingDialog_meter$key } from './__generated__/SubmitReadingDialog_meter.graphql';
import { unitLabel } from '../../lib/quantity';
import { ReadingForm, type ReadingValues } from './ReadingForm';
import { useSubmitMeterReadingMutation } from './useSubmitMeterReadingMutation';

/** The submit-reading dialog of one meter (`settings.customerMeterReadings`). */
export function SubmitReadingDialog({ meter: meterKey, open, onClose }: { meter: SubmitReadingDialog_meter$key; open: boolean; onClose(): void }) {
  const { t } = useTranslation('readings');
  const notify = useNotify();
  const meter = useFragment(
    graphql`
      fragment SubmitReadingDialog_meter on Meter {
        id
        meterRef
        unit
        maxReading
        latestReading {
          reading
        }
      }
    `,
    meterKey,
  );
  const { run: send, inFlight: busy, fieldErrors: serverErrors } = useSubmitMeterReadingMutation({ fields: ['reading', 'photo'], kind: 'error', failed: (error) => error.message });

  async function submit(values: ReadingValues) {
    const outcome = await send(
      {
        input: { meterId: meter.id, reading: values.reading, clockedOver: values.clockedOver, comment: values.comment || null, photo: null },
        connections: [ConnectionHandler.getConnectionID(meter.id, 'MeterHistory_readings')],
      },
      values.photo ? { uploadables: { 'input.photo': values.photo } } : {},
    );
    if (outcome.status !== 'done') return;
    notify('success', t('submit.done'));
    onClose();
  }

  return (
    <HeadlessDialog open={open} onClose={busy ? () => undefined : onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-lg border-t-4 border-brand-main bg-white p-6 shadow-xl">
          <DialogTitle className="mb-4 text-lg font-semibold text-gray-900">{t('submit.title', { meter: meter.meterRef })}</DialogTitle>
          <ReadingForm
            previousReading={meter.latestReading?.reading ?? null}
            maxReading={meter.maxReading}
            unitLabel={unitLabel(t, meter.unit)}
            busy={busy}
            serverErrors={serverErrors}
            onSubmit={(values) => void submit(values)}
            onCancel={onClose}
          />
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
