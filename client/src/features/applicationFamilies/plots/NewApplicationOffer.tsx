import { graphql } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { FamilyDefinition, FieldValues } from '../../../../../shared/applicationForms/definition';
import { problemText } from '../../../../../shared/applicationForms/problems';
import type { CatalogLanguage } from '../../../../../shared/i18n/catalog';
import { Button } from '../../../components/Button';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNotify } from '../../../notifications/useNotify';
import { useFormMutation } from '../../../relay/useFormMutation';
import type { NewApplicationOfferMutation as Mutation } from './__generated__/NewApplicationOfferMutation.graphql';

/**
 * Whether a refusal is the rule of a map point locked after submission (shared/applicationForms/plots.ts):
 * the gateway answers the rule's own text, which this client writes the same way.
 */
export function isMovedTooFar(family: FamilyDefinition, path: string, message: string, language: CatalogLanguage): boolean {
  const field = family.steps.flatMap((step) => step.fields).find((candidate) => candidate.id === path);
  return field?.lockedAfterSubmitMetres !== undefined && message === problemText(language, { path, code: 'pointMovedTooFar', params: { metres: field.lockedAfterSubmitMetres } });
}

/** `002 §9`: a drilling point moved beyond its tolerance needs a new application; this one starts it from the values typed. */
export function NewApplicationOffer({ family, portalApplicationId, values }: { family: FamilyDefinition; portalApplicationId: number; values: () => FieldValues }) {
  const { t } = useTranslation('applicationFamilies');
  const notify = useNotify();
  const navigate = useNavigate();
  const copy = useFormMutation<Mutation, Mutation['response']['copyFamilyApplication']>(
    graphql`
      mutation NewApplicationOfferMutation($input: CopyFamilyApplicationInput!) {
        copyFamilyApplication(input: $input) {
          application {
            portalApplicationId
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { payload: (response) => response.copyFamilyApplication, kind: 'error', failed: () => t('errors.createFailed') },
  );
  const start = async () => {
    const outcome = await copy.run({ input: { portalApplicationId, values: Object.entries(values()).map(([path, value]) => ({ path, value })) } });
    const created = outcome.status === 'done' ? outcome.payload.application : null;
    if (!created) return;
    notify('success', t('copy.started'));
    void navigate(`/app/${family.applicationType}/${created.portalApplicationId}`);
  };
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md border-s-4 border-amber-600 bg-amber-50 p-4" data-testid="new-application-offer">
      <p className="text-amber-950">{t('copy.offer')}</p>
      <Button className="self-start" disabled={copy.inFlight} onClick={() => void start()} data-testid="start-new-application">
        {t('copy.start')}
      </Button>
    </div>
  );
}
