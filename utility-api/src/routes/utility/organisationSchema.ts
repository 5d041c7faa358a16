import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, nullableString, string } from '../../http/schemas.ts';

/** `value` of /Utility/GetOrganisationSettings: the organisation settings of 000 §3. */
export const organisationValueSchema: JSONSchema = {
  type: 'object',
  description: 'Organisation settings (000 §3).',
  properties: {
    isValid: boolean('False when the organisation settings are missing or broken.'),
    enablePortal: boolean('The portal is open.'),
    enableSupportPage: boolean('The support page is offered.'),
    enablePrivacyPolicy: boolean('The privacy policy page is offered.'),
    logo: nullableString('Logo as a URL or data URL.'),
    orgName: string('Organisation name.'),
    orgShortName: string('Short organisation name.'),
    paymentLink: nullableString('Single payment link.'),
    paymentLinks: {
      type: 'array',
      description: 'Payment links of the simple-link provider (000 §2).',
      items: {
        type: 'object',
        required: ['name', 'link', 'appendAccount'],
        properties: {
          name: string('Caption.'),
          link: string('Target URL.'),
          icon: nullableString('Icon URL or data URL.'),
          appendAccount: boolean('The account key is appended to the link.'),
        },
      },
    },
    brandingColor: string('Main colour (toolbar; 000 §9 default #0C3C60).'),
    brandingSecondaryColor: string('Secondary colour.'),
    brandingAccentColor: string('Accent colour.'),
    loginBrandingColor: string('Primary colour of the login page.'),
    loginBrandingSecondaryColor: string('Secondary colour of the login page.'),
    loginBackgroundImage: nullableString('Background image of the login page.'),
    menuIcons: {
      type: 'object',
      description:
        'Image per menu item key (for example `financial`); images shorter than 21 characters count as absent (000 §2).',
      additionalProperties: { type: 'string' },
    },
    enableIconsNavBar: boolean('Show an icon bar instead of a drawer when every item has an image.'),
    showNavBarOnHover: boolean('Open the navigation on hover.'),
    disableLoginDate: nullableString('ISO-8601 moment; sign-in is disabled while it is now or later (000 §2).'),
  },
};
