/** The application the keystroke benchmark renders: 9 owners, the most the journey allows. */
import { withAdditionalOwners } from '../../fixtures/tl-application';

export const ownersDocument = withAdditionalOwners(8, 20);
