import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import type { ExportWalk_walk$key } from './__generated__/ExportWalk_walk.graphql';
import type { ExportWalkMutation } from './__generated__/ExportWalkMutation.graphql';

/**
 * The office's step after capture (README "Meter-reading capture"): the walk's completed readings become
 * the meters' readings. Asked first, since they can no longer be corrected afterwards.
 */
export function ExportWalk(props: { walk: ExportWalk_walk$key }) {
  const { t } = useTranslation('meterCapture');
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const walk = useFragment(
    graphql`
      fragment ExportWalk_walk on MeterCaptureWalk {
        id
        completedCount
      }
    `,
    props.walk,
  );
  const { run: exportWalk, inFlight: exporting } = useFormMutation<ExportWalkMutation, ExportWalkMutation['response']['exportMeterCaptureWalk']>(
    graphql`
      mutation ExportWalkMutation($input: ExportMeterCaptureWalkInput!) {
        exportMeterCaptureWalk(input: $input) {
          exportedCount
          walk {
            ...CaptureWalk_walk
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    // The first refusal alone is told, as an error (below).
    { payload: (response) => response.exportMeterCaptureWalk, reportRefusals: false, failed: () => t('export.failed') },
  );
  if (walk.completedCount === 0) return null;

  async function run() {
    const outcome = await exportWalk({ input: { walkId: walk.id } });
    setAsking(false);
    if (outcome.status === 'failed') return;
    const [error] = outcome.payload.userErrors;
    if (error) notify('error', error.message);
    else notify('success', t('export.done', { count: outcome.payload.exportedCount }));
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="export-walk">
        {t('export.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('export.title')}
        confirmLabel={t('export.confirm')}
        cancelLabel={t('export.cancel')}
        tone="normal"
        busy={exporting}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      >
        {t('export.body', { count: walk.completedCount })}
      </ConfirmDialog>
    </>
  );
}
