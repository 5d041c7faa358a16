/** `002 §5`, `§9`: registration uploads up to 4,000,000 bytes each, .pdf .jpg .jpeg .png only. */
export const NEW_CUSTOMER_FILE_MAX_BYTES = 4_000_000;
export const NEW_CUSTOMER_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** How many files one application may carry (the spec leaves it open; the wizard offers a handful). */
export const NEW_CUSTOMER_MAX_FILES = 10;
/** `002 §5`, `§9`: integer and decimal custom fields accept 0 to 999,999,999. */
export const CUSTOM_NUMBER_MIN = 0;
export const CUSTOM_NUMBER_MAX = 999_999_999;
/** `002 §3`: AccountType 0 individual, 1 corporate. */
export const ACCOUNT_TYPE_INDIVIDUAL = 0;

/** The form fields of `002 §3` CreateApplication stores (Files and the session fields aside). */
export const FORM_FIELDS = [
  'PortalApplicationId', 'AccountType', 'ConsumerType', 'Initial', 'Surname', 'Email', 'Title', 'SelectTitle', 'CustomTitle',
  'IsCompany', 'IdNo', 'IdTypeId', 'TaxNo', 'BirthDate', 'Gender', 'TelNo', 'CellTelNo', 'WorkTelNo', 'FaxNo',
  'AddressType', 'Address1', 'Address2', 'Address3', 'Address4', 'Address5', 'CareOf', 'FlatName', 'FlatNo', 'HouseNo', 'Code',
  'PersonalAddressType', 'PersonalAddress1', 'PersonalAddress2', 'PersonalAddress3', 'PersonalAddress4', 'PersonalAddress5',
  'PersonalCareOf', 'PersonalFlatName', 'PersonalFlatNo', 'PersonalHouseNo', 'PersonalCode',
  'NoSms', 'ConsentReceiveEmail', 'ConsentReceiveSms',
] as const;
