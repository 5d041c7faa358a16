import { useLocalPreference } from '../../lib/localPreference';

/** The browser's choice of a folded employee menu (the rail of icons), kept across visits. */
const NAV_COLLAPSED_KEY = 'navCollapsed';

const parse = (stored: string | null) => stored === '1';
const format = (collapsed: boolean) => (collapsed ? '1' : null);

export function useNavCollapsed() {
  return useLocalPreference(NAV_COLLAPSED_KEY, parse, format);
}
