import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { formatDate } from '../../i18n/format';
import type { MeterDetails_meter$key } from './__generated__/MeterDetails_meter.graphql';
import { formatNumber, unitLabel } from '../../lib/quantity';
import { SubmitReadingDialog } from './SubmitReadingDialog';

/** One meter: its device labels, latest reading and, when the utility accepts them, the submit button. */
export function MeterDetails({ meter: meterKey, canSubmit }: { meter: MeterDetails_meter$key; canSubmit: boolean }) {
  const { t, i18n } = useTranslation('readings');
  const [open, setOpen] = useState(false);
  const meter = useFragment(
    graphql`
      fragment MeterDetails_meter on Meter {
        meterRef
        serialNo
        make
        size
        dials
        unit
        latestReading {
          reading
          readAt
        }
        ...SubmitReadingDialog_meter
      }
    `,
    meterKey,
  );
  const unit = unitLabel(t, meter.unit);
  return (
    <section aria-labelledby="meter-details" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="meter-details" className="text-base font-semibold text-gray-900">{t('meter.label', { ref: meter.meterRef })}</h2>
        {canSubmit ? <Button onClick={() => setOpen(true)}>{t('submit.open')}</Button> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-gray-700">{t('meter.serial')}</dt>
        <dd className="text-gray-900">{meter.serialNo}</dd>
        <dt className="text-gray-700">{t('meter.make')}</dt>
        <dd className="text-gray-900">{meter.make}</dd>
        <dt className="text-gray-700">{t('meter.size')}</dt>
        <dd className="text-gray-900">{meter.size}</dd>
        <dt className="text-gray-700">{t('meter.dials')}</dt>
        <dd className="text-gray-900">{meter.dials}</dd>
        <dt className="text-gray-700">{t('meter.latest')}</dt>
        <dd className="text-gray-900" data-testid="latest-reading-value">
          {meter.latestReading
            ? t('latest.value', { reading: formatNumber(meter.latestReading.reading, i18n.language), unit, date: formatDate(meter.latestReading.readAt) })
            : t('latest.none')}
        </dd>
      </dl>
      {canSubmit ? <SubmitReadingDialog meter={meter} open={open} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
