import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, get, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { FamilyDefinition, FieldValues } from '../../../../../shared/applicationForms/definition';
import type { CatalogLanguage } from '../../../../../shared/i18n/catalog';
import { Stepper } from '../../../components/Stepper';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FamilyWizard_application$key } from './__generated__/FamilyWizard_application.graphql';
import { type ResolverMode, documentErrorName, familyResolver, problemErrorName } from '../familyResolver';
import { type FormTree, filledValues, flattenValues, nestValues, saveValuesInput } from '../formValues';
import { NewApplicationOffer, isMovedTooFar } from '../plots/NewApplicationOffer';
import { useTranslation } from '../../../i18n/useTranslation';
import { useStepper } from '../../../lib/useStepper';
import { useNotify } from '../../../notifications/useNotify';
import type { UserErrorData } from '../../../notifications/userErrors';
import { useSaveFamilyApplication, useSubmitFamilyApplication } from './useFamilyApplicationMutations';
import { WizardStepContent } from './WizardStepContent';
import { DOCUMENTS_STEP, REVIEW_STEP, problemPathOfField, stepOfPath, wizardSteps } from './wizardSteps';

interface FamilyWizardProps {
  family: FamilyDefinition;
  /** The saved draft being resumed, or null for a new application. */
  application: FamilyWizard_application$key | null;
  /** The step to open (a first save reopens the wizard where it was). */
  initialStep?: string | undefined;
}

const testIdOf = (step: string) => `step-${step.replace('#', '')}`;

/**
 * The one wizard of every application family (docs/applicationFamilies.md): the family's steps, its
 * documents and a review, each step checked by the one rule implementation (through ./familyResolver) on
 * Next and each field on blur; Save draft at any step, Submit at the end. Refusals of the gateway land
 * beside their field or document and on the step holding it; what was typed stays.
 */
export function FamilyWizard({ family, application: applicationRef, initialStep }: FamilyWizardProps) {
  const draft = useFragment(
    graphql`
      fragment FamilyWizard_application on Application {
        portalApplicationId
        familyDetails {
          values {
            path
            value
          }
        }
      }
    `,
    applicationRef,
  );
  const savedValues = useMemo<FieldValues>(() => Object.fromEntries((draft?.familyDetails?.values ?? []).map(({ path, value }) => [path, value])), [draft]);
  const application = draft ? { portalApplicationId: draft.portalApplicationId } : null;
  const { t, i18n } = useTranslation('applicationFamilies');
  const notify = useNotify();
  const navigate = useNavigate();
  const steps = useMemo(() => wizardSteps(family), [family]);
  const stepper = useStepper(steps);
  const [opened] = useState(() => (initialStep && steps.includes(initialStep) ? initialStep : null));
  const { goTo } = stepper;
  useEffect(() => {
    if (opened) goTo(opened);
  }, [opened, goTo]);
  const saved = useRef<FieldValues>(savedValues);
  const attempted = useRef(new Set<string>());
  const override = useRef<ResolverMode | null>(null);
  const current = useRef(stepper.current);
  current.current = stepper.current;
  // The documents holding a file, from the documents step's own read of the draft's attachments.
  const [uploaded, setUploaded] = useState<string[]>([]);
  const language = () => i18n.language as CatalogLanguage;
  const mode = (): ResolverMode =>
    override.current ?? (attempted.current.has(current.current) && family.steps.some((step) => step.id === current.current) ? { mode: 'submit', steps: [current.current] } : { mode: 'save' });
  const [resolve] = useState(() => familyResolver(family, mode, language));
  const refused = useRef<string[]>([]);
  const [movedTooFar, setMovedTooFar] = useState(false);
  const form = useForm<FormTree>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: nestValues(family, savedValues),
    resolver: (values) => {
      const result = resolve(values);
      // The names refused by the last full check, to find the steps holding them.
      refused.current = Object.keys(result.errors);
      return result;
    },
  });
  const { control, setValue, getValues, trigger, setError, formState } = form;
  const save = useSaveFamilyApplication(() => t(application ? 'errors.saveFailed' : 'errors.createFailed'));
  const submit = useSubmitFamilyApplication(() => t('errors.createFailed'));
  const busy = save.inFlight || submit.inFlight;

  /**
   * What to focus once the render these state changes start has committed: a step's first problem (the
   * fields mark theirs then) or a step's heading. A frame's callback could run before that render, and
   * then found no problem marked yet.
   */
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  const [focusTarget, setFocusTarget] = useState<{ problemOf: string } | { heading: number } | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    if ('heading' in focusTarget) {
      headings.current[focusTarget.heading]?.focus();
      return;
    }
    const container = document.querySelector(`[data-testid="${testIdOf(focusTarget.problemOf)}"]`);
    const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? container?.querySelector<HTMLElement>('[role="alert"]');
    if (target) {
      if (!target.hasAttribute('tabindex') && target.getAttribute('role') === 'alert') target.setAttribute('tabindex', '-1');
      target.focus();
    }
  }, [focusTarget]);
  const focusFirstProblem = (step: string) => setFocusTarget({ problemOf: step });
  /** The first step, in order, holding one of the problems named. */
  const firstStepOf = (names: readonly string[]) => steps.find((step) => names.some((name) => stepOfPath(family, name) === step)) ?? null;
  const refuse = (names: readonly string[]) => {
    const refused = firstStepOf(names) ?? stepper.current;
    for (const step of new Set(names.map((name) => stepOfPath(family, name)).filter((step): step is string => step !== null))) stepper.fail(step, t('wizard.stepRefused'));
    stepper.goTo(refused);
    focusFirstProblem(refused);
  };
  const showRefusals = (errors: readonly UserErrorData[]) => {
    const names: string[] = [];
    let invalid = false;
    for (const error of errors) {
      const path = problemPathOfField(error.field);
      if (path === null) {
        notify('error', error.message);
        continue;
      }
      if (isMovedTooFar(family, path, error.message, language())) setMovedTooFar(true);
      const name = problemErrorName(family, path);
      setError(name, { type: error.code, message: error.message });
      names.push(name);
      if (error.code === 'INVALID_INPUT') invalid = true;
    }
    // The utility's reasons stay beside their fields; the notification gives the catalogue's summary (002 §8 "Invalid Data").
    if (invalid) notify('error', t('errors.invalidData'));
    if (names.length > 0) refuse(names);
  };

  /** Saves every value of the form; the first save opens the application's own address at `step`. */
  async function saveDraft(step: string, quiet = false): Promise<number | null> {
    const values = flattenValues(getValues());
    const outcome = await save.run({ input: { familyCode: family.code, portalApplicationId: application?.portalApplicationId ?? null, values: saveValuesInput(values, saved.current) } });
    if (outcome.status === 'failed') return null;
    if (outcome.status === 'refused' || !outcome.payload.application) {
      showRefusals(outcome.payload.userErrors);
      return null;
    }
    const { portalApplicationId, applicationType, familyDetails } = outcome.payload.application;
    saved.current = Object.fromEntries((familyDetails?.values ?? []).map(({ path, value }) => [path, value]));
    if (!application) void navigate(`/app/${applicationType}/${portalApplicationId}`, { state: { familyStep: step } });
    else if (!quiet) notify('success', t('wizard.saved'));
    return portalApplicationId;
  }

  /** Checks the step as its Next does; the documents step checks the whole application with its uploads. */
  async function check(step: string): Promise<boolean> {
    attempted.current.add(step);
    override.current = step === DOCUMENTS_STEP ? { mode: 'submit', uploadedDocuments: uploaded } : { mode: 'submit', steps: [step] };
    const valid = await trigger();
    override.current = null;
    if (valid) return true;
    refuse(refused.current);
    return false;
  }

  async function next() {
    const step = stepper.current;
    if (!(await check(step))) return;
    const following = steps[stepper.index + 1];
    // The documents are the draft's attachment slots: the draft exists before they are offered.
    if (following === DOCUMENTS_STEP && !application) {
      stepper.succeed(step);
      await saveDraft(DOCUMENTS_STEP, true);
      return;
    }
    stepper.succeed(step);
    focusHeading(stepper.index + 1);
  }

  async function send() {
    if (!(await check(DOCUMENTS_STEP))) return;
    const portalApplicationId = await saveDraft(REVIEW_STEP, true);
    if (portalApplicationId === null) return;
    const outcome = await submit.run({ input: { portalApplicationId } });
    if (outcome.status === 'failed') return;
    if (outcome.status === 'refused' || !outcome.payload.application) return showRefusals(outcome.payload.userErrors);
    notify('success', t('wizard.submitted'));
    void navigate(`/app/${family.applicationType}/${portalApplicationId}`, { replace: true });
  }

  const focusHeading = (index: number) => setFocusTarget({ heading: index });
  const back = () => {
    stepper.goTo(steps[stepper.index - 1]!);
    focusHeading(stepper.index - 1);
  };
  const documentError = (id: string) => (get(formState.errors as FieldErrors, documentErrorName(id)) as { message?: string } | undefined)?.message;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={busy} data-testid="family-wizard">
      {movedTooFar && application ? <NewApplicationOffer family={family} portalApplicationId={application.portalApplicationId} values={() => filledValues(flattenValues(getValues()))} /> : null}
      <Stepper
        look="timeline"
        label={t('wizard.stepsLabel')}
        current={stepper.current}
        done={stepper.done}
        errors={stepper.errors}
        announce={(index, state) => (state === 'error' ? t('wizard.stepHasErrors') : t('wizard.position', { step: index + 1, total: steps.length }))}
        testId={testIdOf}
        headingRef={(index) => (element) => void (headings.current[index] = element)}
        steps={steps.map((step, index) => ({
          key: step,
          title: step === DOCUMENTS_STEP ? t('wizard.documents') : step === REVIEW_STEP ? t('wizard.review') : family.steps.find((candidate) => candidate.id === step)!.title,
          content: (
            <WizardStepContent
              family={family}
              step={step}
              active={step === stepper.current}
              control={control}
              setValue={setValue}
              portalApplicationId={application?.portalApplicationId ?? null}
              documentError={documentError}
              onUploaded={setUploaded}
              error={stepper.errors[step]}
              busy={busy}
              first={index === 0}
              onBack={back}
              onNext={() => void next()}
              onSave={() => void saveDraft(step)}
              onSubmit={() => void send()}
            />
          ),
        }))}
      />
    </form>
  );
}
