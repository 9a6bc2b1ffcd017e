import { contractSchemas } from '../../engine/contract/index';
import { settingsSchema } from './settings.schemas';

/** Every shared schema, in an order where each one's references come first. */
export const sharedSchemas: ({ $id: string } & object)[] = [...(contractSchemas as ({ $id: string } & object)[]), settingsSchema];
