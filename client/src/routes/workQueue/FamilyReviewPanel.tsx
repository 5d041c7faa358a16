import { useMemo, useState } from 'react';
import { itemsNotValidated } from '../../../../shared/applicationForms/itemDecisions';
import { graphql, useFragment } from 'react-relay/hooks';
import { COMMENTED_ACTIONS, type StageAction } from '../../../../shared/applicationForms/stages';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Section } from '../../components/Section';
import { TextAreaField } from '../../components/TextAreaField';
import { FamilyApplicationRecord } from '../../features/applicationFamilies/FamilyApplicationRecord';
import { StageBadge } from '../../features/applicationFamilies/StageBadge';
import { toFamilyDefinition } from '../../features/applicationFamilies/familyDefinition';
import { useTranslation } from '../../i18n/useTranslation';
import { useNotify } from '../../notifications/useNotify';
import type { FamilyReviewPanel_application$key } from './__generated__/FamilyReviewPanel_application.graphql';
import { useDecideFamilyApplication } from './useDecideFamilyApplication';

/** The most characters of a decision's comment (`decideFamilyApplication`). */
const COMMENT_MAX = 2000;

/**
 * The employee's review of a family application (docs/applicationFamilies.md): its values by step, its
 * documents, its history, and the decisions the stage allows; changes and rejections need a comment.
 */
export function FamilyReviewPanel(props: { application: FamilyReviewPanel_application$key }) {
  const { t } = useTranslation('applicationFamilies');
  const notify = useNotify();
  const application = useFragment(
    graphql`
      fragment FamilyReviewPanel_application on Application {
        portalApplicationId
        familyDetails {
          stage
          availableDecisions
          values {
            path
            value
          }
          itemDecisions {
            item
            decision
          }
          family {
            name
            ...familyDefinition_family
          }
        }
        ...FamilyApplicationRecord_application
      }
    `,
    props.application,
  );
  const [deciding, setDeciding] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const decide = useDecideFamilyApplication(() => t('errors.decisionFailed'));
  const details = application.familyDetails;
  const family = useMemo(() => (details ? toFamilyDefinition(details.family) : null), [details]);
  if (!details || !family) return null;
  // APPROVE waits for every plot validated (shared/applicationForms/itemDecisions.ts); the utility refuses it too.
  const waiting = itemsNotValidated(family, Object.fromEntries(details.values.map(({ path, value }) => [path, value])), details.itemDecisions.map(({ item, decision }) => ({ item, decision: decision === 'VALIDATED' ? 'VALIDATED' : 'REFUSED', reason: null }))).length > 0;
  const needsComment = deciding !== null && COMMENTED_ACTIONS.has(deciding as StageAction);
  const close = () => {
    setDeciding(null);
    setComment('');
    setCommentError(null);
  };
  const confirm = async () => {
    if (deciding === null) return;
    if (needsComment && comment.trim() === '') return setCommentError(t('decision.commentRequired'));
    const outcome = await decide.run({ input: { portalApplicationId: application.portalApplicationId, decision: deciding as 'APPROVE', comment: needsComment ? comment.trim() : null } });
    if (outcome.status === 'done') {
      notify('success', t('decision.done', { decision: t(`decision.${deciding}`) }));
      close();
    } else if (outcome.status === 'refused') setCommentError(outcome.fieldErrors['comment'] ?? null);
  };
  return (
    <div className="flex flex-col gap-6" data-testid="family-review">
      <Section
        title={details.family.name}
        actions={<StageBadge stage={details.stage} />}
        testId="family-decisions"
      >
        {details.availableDecisions.length === 0 ? (
          <p className="text-sm text-gray-700">{t('decision.none')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {details.availableDecisions.map((decision) => (
              <Button key={decision} variant={decision === 'REJECT' || decision === 'REQUEST_CHANGES' ? 'secondary' : 'primary'} disabled={decision === 'APPROVE' && waiting} aria-describedby={decision === 'APPROVE' && waiting ? 'approve-waits' : undefined} onClick={() => setDeciding(decision)} data-testid={`decide-${decision}`}>
                {t(`decision.${decision}`)}
              </Button>
            ))}
          </div>
        )}
        {waiting && details.availableDecisions.includes('APPROVE') ? <p id="approve-waits" className="mt-2 text-sm text-gray-700" data-testid="approve-waits">{t('plots.approveWaits')}</p> : null}
      </Section>
      <FamilyApplicationRecord application={application} />
      <ConfirmDialog
        open={deciding !== null}
        title={deciding ? t(`decision.${deciding}`) : ''}
        confirmLabel={deciding ? t(`decision.${deciding}`) : ''}
        cancelLabel={t('decision.cancel')}
        tone={deciding === 'REJECT' ? 'danger' : 'normal'}
        busy={decide.inFlight}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {needsComment ? (
          <TextAreaField
            label={`${t('decision.comment')} *`}
            value={comment}
            rows={4}
            maxLength={COMMENT_MAX}
            error={commentError}
            aria-required
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(null);
            }}
            data-testid="decision-comment"
          />
        ) : (
          <p>{deciding ? t(`decision.confirm.${deciding}`) : ''}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
