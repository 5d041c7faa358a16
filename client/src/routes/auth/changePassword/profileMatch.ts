/** 001 §5 checks of what the user typed against their profile. */

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The email typed equals the profile's email, ignoring case and spaces. */
export function sameEmail(typed: string, profileEmail: string | null | undefined): boolean {
  return Boolean(profileEmail) && typed.trim().toLowerCase() === profileEmail!.trim().toLowerCase();
}

/** 001 §5: the phone typed must be contained in the profile's mobile number (which may carry a dial code). */
export function phoneInProfile(typed: string, profileMobile: string | null | undefined): boolean {
  const typedDigits = digits(typed);
  return typedDigits !== '' && Boolean(profileMobile) && digits(profileMobile!).includes(typedDigits);
}
