import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { isolated } from '../../i18n/isolate';
import { useNotify } from '../../notifications/useNotify';
import type { AssignPanel_application$key } from './__generated__/AssignPanel_application.graphql';
import { useAssignApplicationMutation } from './useAssignApplicationMutation';
import { SelectField } from '../../components/SelectField';

const UNASSIGNED = 'none';

/** Who handles the application: "Take it" for the viewer, or hand it to another employee of the queue. */
export function AssignPanel(props: { application: AssignPanel_application$key; employees: ReadonlyArray<{ employeeId: number; name: string }> }) {
  const { t } = useTranslation('workQueue');
  const notify = useNotify();
  const { run: assign, inFlight: assigning } = useAssignApplicationMutation({ failed: () => t('assign.failed') });
  const application = useFragment(
    graphql`
      fragment AssignPanel_application on Application {
        id
        assignedEmployee
        assignedToMe
      }
    `,
    props.application,
  );
  const [choice, setChoice] = useState('');

  const run = async (input: { assignToMe?: boolean; employeeId?: number | null }, done: string) => {
    const outcome = await assign({ input: { applicationId: application.id, ...input } });
    if (outcome.status === 'done') {
      setChoice('');
      notify('success', done);
    }
  };
  const handOver = (event: FormEvent) => {
    event.preventDefault();
    if (choice === '') return;
    void run({ employeeId: choice === UNASSIGNED ? null : Number(choice) }, choice === UNASSIGNED ? t('assign.unassigned') : t('assign.handedOver'));
  };

  return (
    <section aria-labelledby="assign-title" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4">
      <h2 id="assign-title" className="text-lg font-semibold text-gray-900">
        {t('assign.title')}
      </h2>
      <p className="text-gray-800" data-testid="assigned-to">
        {application.assignedToMe ? t('assign.toMe') : application.assignedEmployee ? t('assign.to', { name: isolated(application.assignedEmployee) }) : t('assign.nobody')}
      </p>
      {application.assignedToMe ? null : (
        <Button className="self-start" disabled={assigning} onClick={() => void run({ assignToMe: true }, t('assign.taken'))} data-testid="take-it">
          {t('assign.take')}
        </Button>
      )}
      <form noValidate onSubmit={handOver} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <SelectField label={t('assign.other')} value={choice} onValueChange={setChoice} disabled={assigning} placeholder={t('assign.choose')} options={props.employees.map((employee) => ({ value: String(employee.employeeId), label: employee.name }))} data-testid="assign-select">
            <option value={UNASSIGNED}>{t('assign.nobodyOption')}</option>
          </SelectField>
        </div>
        <Button type="submit" variant="secondary" disabled={assigning || choice === ''}>
          {t('assign.submit')}
        </Button>
      </form>
    </section>
  );
}
