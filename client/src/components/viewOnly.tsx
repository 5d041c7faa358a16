import { type ReactNode, createContext, use } from 'react';

const ViewOnly = createContext(false);

/**
 * Set by the shell while an employee views a customer's portal (`Viewer.viewingAs`): the shared form pieces
 * (text, select and checkbox fields, submit buttons, buttons marked `mutates`, `useFormMutation`) read it
 * and turn every change off, so that no screen has to decide it for itself. The gateway refuses the
 * changes anyway (VIEW_ONLY); this only stops the employee from typing what cannot be sent.
 */
export function ViewOnlyProvider({ viewOnly, children }: { viewOnly: boolean; children: ReactNode }) {
  return <ViewOnly value={viewOnly}>{children}</ViewOnly>;
}

/** True while every change is off (a staff view). */
export function useViewOnly(): boolean {
  return use(ViewOnly);
}

/** Controls that only choose what to read (a period, a status filter, a page size): usable during a staff view too. */
export function ReadingControls({ children }: { children: ReactNode }) {
  return <ViewOnly value={false}>{children}</ViewOnly>;
}

/**
 * A part made only of changes whose controls are not the shared pieces (plain inputs, buttons of another
 * folder): a fieldset, disabled during a staff view, turns off every control inside it natively. It groups
 * nothing for assistive technology (role none): the controls keep the groups and names they have.
 */
export function ChangeControls({ children, className = '' }: { children: ReactNode; className?: string }) {
  const viewOnly = useViewOnly();
  return (
    <fieldset role="none" disabled={viewOnly} className={`m-0 min-w-0 border-0 p-0 ${className}`}>
      {children}
    </fieldset>
  );
}
