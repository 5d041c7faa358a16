import type { CustomFieldModel, NewCustomerForm } from './formModel';
import type { WizardStep } from './wizardRules';

/** An entry of a lookup (its id is unique only within the lookup, so not a Relay `id`). */
export interface Option {
  readonly optionId: number;
  readonly name: string;
}

/** The wizard's data as the screen's query reads it (`NewCustomerWizard`). */
export interface WizardData {
  readonly idTypes: ReadonlyArray<{ readonly idTypeId: number; readonly name: string; readonly description: string; readonly regularExpression: string | null | undefined }>;
  readonly genders: readonly Option[];
  readonly consumerTypes: readonly Option[];
  readonly accountTypes: readonly Option[];
  readonly guideNotes: ReadonlyArray<{ readonly step: WizardStep | string; readonly text: string }>;
  readonly addressLineNames: readonly string[];
  readonly customFields: readonly CustomFieldModel[];
}

/** What a step component gets: the form, a way to change it, and the messages of its fields. */
export interface StepProps {
  form: NewCustomerForm;
  update: (change: Partial<NewCustomerForm>) => void;
  errors: Readonly<Record<string, string>>;
}
