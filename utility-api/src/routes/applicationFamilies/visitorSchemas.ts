import { integer, string } from '../../http/schemas.ts';
import { APPLICATION_STAGES } from '../../../../shared/applicationForms/stages.ts';

/** What the start and the opening of a visitor's application answer beside the envelope. */
export const openedSchema = {
  id: integer('The application (portalApplicationId).'),
  applicationType: integer('Its application type (the family\'s).'),
  stage: { type: 'string', enum: [...APPLICATION_STAGES], description: 'Its stage.' },
  name: string('The visitor\'s name.'),
  email: string('The e-mail address the visitor proved; every e-mail of the application goes there.'),
};
