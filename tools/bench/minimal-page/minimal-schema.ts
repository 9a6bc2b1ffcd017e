/** The one field of the minimal app: a first name, as the portal's first step asks first. */
export const MINIMAL_SCHEMA = {
  type: 'object',
  required: ['firstName'],
  properties: { firstName: { type: 'string', title: 'First name' } },
} as const;
