/** Server text ids the shared screens read (000 §7, 001 §7), beside the ones a single screen names itself. */
export const SERVER_TEXT = {
  returnLinkText: 47,
  returnUrl: 48,
  passwordRulesTooltip: 56,
  accountEmailTooltip: 60,
  passwordMessage: 86,
} as const;

/** A text of the utility, or null when it has none (blank counts as none). */
export const presentText = (text: string | null | undefined): string | null => text?.trim() || null;
