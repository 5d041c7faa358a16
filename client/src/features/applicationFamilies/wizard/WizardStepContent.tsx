import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import type { FamilyDefinition } from '../../../../../shared/applicationForms/definition';
import { Button } from '../../../components/Button';
import { FamilyDocumentsPanel } from '../FamilyDocumentsPanel';
import { type FormTree, filledValues, flattenValues } from '../formValues';
import { ReviewValues } from '../ReviewValues';
import { useTranslation } from '../../../i18n/useTranslation';
import { FieldScope } from './FieldScope';
import { GroupItems } from './GroupItems';
import { DOCUMENTS_STEP, REVIEW_STEP } from './wizardSteps';

interface WizardStepContentProps {
  family: FamilyDefinition;
  step: string;
  active: boolean;
  control: Control<FormTree>;
  setValue: UseFormSetValue<FormTree>;
  /** The saved draft, whose attachment slots are its documents; null before the first save. */
  portalApplicationId: number | null;
  documentError: (id: string) => string | undefined;
  /** Told which documents hold a file, once the draft's list of attachments is read. */
  onUploaded(ids: string[]): void;
  /** The step's refusal, announced under its fields. */
  error: string | undefined;
  busy: boolean;
  first: boolean;
  onBack(): void;
  onNext(): void;
  onSave(): void;
  onSubmit(): void;
}

/** The review before Submit: what the form holds now, read-only by step. */
function ReviewStep({ family, control }: { family: FamilyDefinition; control: Control<FormTree> }) {
  const values = useWatch({ control }) as FormTree;
  return <ReviewValues family={family} values={filledValues(flattenValues(values))} />;
}

/** One step of the wizard: its guide note, its fields and groups (or the documents, or the review), its buttons. */
export function WizardStepContent(props: WizardStepContentProps) {
  const { family, step, active, control, setValue, busy } = props;
  const { t } = useTranslation('applicationFamilies');
  const definition = family.steps.find((candidate) => candidate.id === step);
  const guide = definition?.guide ?? (step === DOCUMENTS_STEP ? t('documents.guide') : step === REVIEW_STEP ? t('review.guide') : undefined);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
      {guide ? (
        <aside className="rounded-md bg-sky-50 p-3 text-sm text-sky-950 lg:order-last" data-testid="guide-note">
          {guide}
        </aside>
      ) : null}
      <div className="flex min-w-0 flex-col gap-4">
        {definition ? (
          <>
            <FieldScope family={family} fields={definition.fields} prefix="" control={control} setValue={setValue} disabled={busy} />
            {definition.groups.map((group) => (
              <GroupItems key={group.id} family={family} group={group} control={control} setValue={setValue} disabled={busy} />
            ))}
          </>
        ) : null}
        {step === DOCUMENTS_STEP ? (
          props.portalApplicationId !== null ? (
            <FamilyDocumentsPanel portalApplicationId={props.portalApplicationId} documents={family.documents} editable errorOf={props.documentError} onUploaded={props.onUploaded} />
          ) : (
            <p className="text-gray-700">{t('documents.saveFirst')}</p>
          )
        ) : null}
        {step === REVIEW_STEP && active ? <ReviewStep family={family} control={control} /> : null}
        {props.error ? (
          <p role="alert" className="text-sm font-semibold text-red-700" data-testid="step-error">
            {props.error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          {props.first ? null : (
            <Button variant="ghost" onClick={props.onBack} disabled={busy}>
              {t('wizard.back')}
            </Button>
          )}
          <Button variant="secondary" onClick={props.onSave} disabled={busy} data-testid="save-draft">
            {t('wizard.saveDraft')}
          </Button>
          {step === REVIEW_STEP ? (
            <Button onClick={props.onSubmit} disabled={busy} data-testid="submit-application">
              {t('wizard.submit')}
            </Button>
          ) : (
            <Button onClick={props.onNext} disabled={busy} data-testid="next-step">
              {t('wizard.next')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
