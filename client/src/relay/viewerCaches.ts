import type { IEnvironment } from 'relay-runtime';

type Forget = (environment: IEnvironment) => void;

const forgetters = new Set<Forget>();

/**
 * Registers what a module keeps of a viewer beside the Relay store (retained queries, notifications, answers
 * kept for a while): `forget` drops it when the data of the viewer of `environment` ends (`viewerData.ts`).
 */
export function forgetWithViewer(forget: Forget): void {
  forgetters.add(forget);
}

export function forgetViewer(environment: IEnvironment): void {
  forgetters.forEach((forget) => forget(environment));
}
