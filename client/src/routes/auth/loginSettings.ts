/** Settings the login page's modes read, passed down from the route query. */

/** 000 §3 portal profile types as the gateway names them. */
type PortalProfileType = 'NONE' | 'EMPLOYEE' | 'CUSTOMER' | '%future added value';

export interface IdValidationFlags {
  portalProfileType: PortalProfileType;
  validateCustomerAccountIdNo: boolean;
  validateEmployeeAccountIdNo: boolean;
}

/** 000 §5: customer ID validation applies only to the customer portal, employee ID only to the employee portal. */
export function idNumberRequired(flags: IdValidationFlags): boolean {
  if (flags.portalProfileType === 'CUSTOMER') return flags.validateCustomerAccountIdNo;
  if (flags.portalProfileType === 'EMPLOYEE') return flags.validateEmployeeAccountIdNo;
  return false;
}

/** 000 §5: custom button texts have their diacritics stripped (the upstream's buttons cannot show them). */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
