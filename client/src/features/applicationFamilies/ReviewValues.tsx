import { Fragment } from 'react';
import { ADDRESS_PARTS, addressPath, groupPath, type FamilyDefinition, type FieldDefinition, type FieldValues } from '../../../../shared/applicationForms/definition';
import { groupItems } from '../../../../shared/applicationForms/validate';
import { type Detail, DetailList } from '../../components/DetailList';
import { useTranslation } from '../../i18n/useTranslation';
import { displayValue } from './displayValue';

function isShown(field: FieldDefinition, values: FieldValues, prefix: string): boolean {
  return !field.visibleWhen || field.visibleWhen.equals.includes(values[prefix + field.visibleWhen.field] ?? '');
}

function details(family: FamilyDefinition, fields: readonly FieldDefinition[], values: FieldValues, prefix: string, t: ReturnType<typeof useTranslation>['t']): Detail[] {
  return fields
    .filter((field) => isShown(field, values, prefix))
    .map((field) => {
      const path = prefix + field.id;
      const value =
        field.kind === 'address'
          ? ADDRESS_PARTS.map((part) => values[addressPath(path, part)]).filter(Boolean).join(', ')
          : values[path] ? displayValue(family, field, values[path], t) : '';
      return { id: path, label: field.label, value, testId: `review-${path}` };
    });
}

/**
 * An application's values read-only, step by step (labels, option labels, days dd/MM/yyyy): the wizard's
 * review before Submit, the applicant's detail and the employee's review read the same component.
 */
export function ReviewValues({ family, values, headingLevel = 3 }: { family: FamilyDefinition; values: FieldValues; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('applicationFamilies');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-5" data-testid="family-values">
      {family.steps.map((step) => (
        <section key={step.id} className="flex flex-col gap-3" data-testid={`review-step-${step.id}`}>
          <Heading className="text-base font-semibold text-gray-900">{step.title}</Heading>
          {step.fields.length > 0 ? <DetailList layout="fields" items={details(family, step.fields, values, '', t)} /> : null}
          {step.groups.map((group) => {
            const items = groupItems(values, group.id);
            return (
              <div key={group.id} className="flex flex-col gap-2">
                <Sub className="text-sm font-semibold text-gray-800">{group.label}</Sub>
                {items.length === 0 ? <p className="text-sm text-gray-600">{t('review.noItems')}</p> : null}
                {items.map((index, position) => (
                  <Fragment key={index}>
                    <p className="text-sm font-medium text-gray-700">{t('group.itemHeading', { item: group.itemLabel, number: position + 1 })}</p>
                    <DetailList layout="fields" items={details(family, group.fields, values, `${groupPath(group.id, index, '')}`, t)} />
                  </Fragment>
                ))}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
