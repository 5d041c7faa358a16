import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { DetailList } from '../../components/DetailList';
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
        {canSubmit ? <Button mutates onClick={() => setOpen(true)}>{t('submit.open')}</Button> : null}
      </div>
      <DetailList
        layout="inlineWide"
        items={[
          [t('meter.serial'), meter.serialNo],
          [t('meter.make'), meter.make],
          [t('meter.size'), meter.size],
          [t('meter.dials'), meter.dials],
          {
            label: t('meter.latest'),
            testId: 'latest-reading-value',
            value: meter.latestReading
              ? t('latest.value', { reading: formatNumber(meter.latestReading.reading, i18n.language), unit, date: formatDate(meter.latestReading.readAt) })
              : t('latest.none'),
          },
        ]}
      />
      {canSubmit ? <SubmitReadingDialog meter={meter} open={open} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
