/** Server texts of the support page (`001 §7` GetMessages, contact: 113 privacy policy, 94 contact locations). */
export const TEXT_ID_PRIVACY_POLICY = 113;
export const TEXT_ID_CONTACT_LOCATIONS = 94;
