/** Schemas of the address lookups, registered in their own route context. */
import { ADDRESS_OWNER_ID_PATTERN } from '../../../engine/address/address-search.types';

const ownerId = { type: 'string', pattern: ADDRESS_OWNER_ID_PATTERN, description: 'Whose address: business, owners/0 (the applicant) or coOwners/<n>.' } as const;
const lat = { type: 'number', minimum: -90, maximum: 90 } as const;
const lng = { type: 'number', minimum: -180, maximum: 180 } as const;

export const addressSuggestQuerySchema = {
  $id: 'AddressSuggestQuery',
  type: 'object',
  required: ['q', 'ownerId'],
  additionalProperties: false,
  properties: {
    q: { type: 'string', minLength: 1, maxLength: 200, description: 'What the applicant typed: at least 3 characters.' },
    ownerId,
    lat: { ...lat, description: 'Where the applicant is, when they allowed the browser to say: results near it first. Used only with lng.' },
    lng,
  },
} as const;

export const addressDetailsQuerySchema = {
  $id: 'AddressDetailsQuery',
  type: 'object',
  required: ['id', 'ownerId'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 500, description: 'A suggestion id.' }, ownerId },
} as const;

export const addressAtQuerySchema = {
  $id: 'AddressAtQuery',
  type: 'object',
  required: ['lat', 'lng'],
  additionalProperties: false,
  properties: { lat, lng },
} as const;

export const addressSessionResetSchema = {
  $id: 'AddressSessionReset',
  type: 'object',
  required: ['ownerId'],
  additionalProperties: false,
  properties: { ownerId },
} as const;

const optionalText = { type: 'string' } as const;

export const addressSuggestionsSchema = {
  $id: 'AddressSuggestions',
  type: 'object',
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'text', 'mainText', 'secondaryText'],
        properties: { id: { type: 'string' }, text: { type: 'string' }, mainText: { type: 'string' }, secondaryText: { type: 'string' } },
      },
    },
  },
} as const;

export const addressPartsSchema = {
  $id: 'AddressParts',
  type: 'object',
  required: ['country', 'formatted'],
  description: "An address in the application's fields: the street split into name and type (the last word is the type); no street parts for a suburb.",
  properties: {
    unitNumber: optionalText,
    streetNumber: optionalText,
    streetName: optionalText,
    streetType: optionalText,
    suburb: { type: 'string', description: 'The locality, or else the level-3 area.' },
    state: optionalText,
    postcode: optionalText,
    country: { type: 'string', description: 'ISO 3166-1 alpha-2.' },
    formatted: optionalText,
  },
} as const;

export const applicationAddressesSchema = {
  $id: 'ApplicationAddresses',
  type: 'object',
  required: ['addresses'],
  properties: {
    addresses: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ownerId', 'formatted', 'missing', 'complete'],
        properties: {
          ownerId: { type: 'string' },
          unitNumber: optionalText,
          streetNumber: optionalText,
          streetName: optionalText,
          streetType: optionalText,
          city: optionalText,
          state: optionalText,
          postalCode: optionalText,
          formatted: optionalText,
          missing: { type: 'array', items: { type: 'string' }, description: 'Required parts still empty.' },
          complete: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export const addressRefusalSchema = {
  $id: 'AddressLookupRefusal',
  type: 'object',
  description: 'A refused lookup: the code, the text to show, and the message key and parameters it was built from.',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    messageKey: { type: 'string' },
    params: { type: 'array', items: { type: 'string' } },
    retryAfterSeconds: { type: 'integer' },
  },
} as const;
