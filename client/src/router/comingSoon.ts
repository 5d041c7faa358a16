import type { LoadScreen } from './screenRoute';

/** A route whose screen is not built yet: a localized placeholder titled `<namespace>:<titleKey>`. */
export function comingSoon(namespace: string, titleKey: string): () => Promise<LoadScreen> {
  return () => import('../routes/shell/ComingSoonScreen').then((module) => module.comingSoonScreen(namespace, titleKey));
}
