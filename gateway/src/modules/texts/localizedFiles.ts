/** The guides of `000 §7` and `001 §7`: schema enum value, upstream `Value` and URL slug. */
export const LOCALIZED_FILES = {
  APP_GUIDE: { value: 1, slug: 'app-guide' },
  MAP_GUIDE: { value: 2, slug: 'map-guide' },
} as const;

export type LocalizedFileKind = keyof typeof LOCALIZED_FILES;

/** Where the gateway serves a guide (see `http/localizedFileRoute.ts`). */
export function localizedFileUrl(kind: LocalizedFileKind): string {
  return `/files/localized/${LOCALIZED_FILES[kind].slug}`;
}

/** The upstream `Value` of a URL slug, or undefined for an unknown one. */
export function localizedFileValueOfSlug(slug: string): number | undefined {
  return Object.values(LOCALIZED_FILES).find((file) => file.slug === slug)?.value;
}
