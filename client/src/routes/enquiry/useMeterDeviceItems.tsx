import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { useMeterDeviceItems_meter$key } from './__generated__/useMeterDeviceItems_meter.graphql';
import { Ltr } from '../../components/Ltr';

/** The meter-device labels of `002 §3` (serial, make, size, dials, unit, condition, conversion factor, warehouse), for `Labels`. */
export function useMeterDeviceItems(meterKey: useMeterDeviceItems_meter$key): Array<readonly [string, ReactNode]> {
  const { t } = useTranslation('enquiry');
  const meter = useFragment(
    graphql`
      fragment useMeterDeviceItems_meter on Meter {
        serialNo
        make
        size
        dials
        unit
        condition
        conversionFactor
        warehouse
      }
    `,
    meterKey,
  );
  return [
    [t('labels.serialNumber'), <Ltr key="serial">{meter.serialNo}</Ltr>],
    [t('labels.make'), meter.make],
    [t('labels.size'), meter.size ? <Ltr key="size">{meter.size}</Ltr> : null],
    [t('labels.dials'), meter.dials],
    [t('labels.unit'), t(`values.unit.${meter.unit}`)],
    [t('labels.condition'), meter.condition ? t(`values.condition.${meter.condition}`) : null],
    [t('labels.conversionFactor'), meter.conversionFactor],
    [t('labels.warehouse'), meter.warehouse],
  ];
}
