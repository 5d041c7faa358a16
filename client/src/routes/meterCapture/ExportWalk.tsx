import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../notifications/useNotify';
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
  const [commit, exporting] = useMutation<ExportWalkMutation>(graphql`
    mutation ExportWalkMutation($input: ExportMeterCaptureWalkInput!) {
      exportMeterCaptureWalk(input: $input) {
        exportedCount
        walk {
          ...CaptureWalk_walk
        }
        userErrors {
          message
        }
      }
    }
  `);
  if (walk.completedCount === 0) return null;

  function run() {
    commit({
      variables: { input: { walkId: walk.id } },
      onCompleted: ({ exportMeterCaptureWalk: payload }) => {
        setAsking(false);
        const [error] = payload.userErrors;
        if (error) notify('error', error.message);
        else notify('success', t('export.done', { count: payload.exportedCount }));
      },
      onError: () => {
        setAsking(false);
        notify('error', t('export.failed'));
      },
    });
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
