/** The utility's account e-mail tooltip (text 60, 001 §7) under a field asking for the account's e-mail. */
export function AccountEmailHint({ text }: { text: string | null }) {
  return text ? <p className="-mt-3 text-xs text-gray-600">{text}</p> : null;
}
