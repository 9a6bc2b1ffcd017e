/**
 * The address lookups (spec 01 section 5 'Address autocomplete', section 7 'Get addresses for an
 * application' and 'Reset an address session'): what the browser asks and the server answers.
 */
import { Type, type Static } from './named';

/** Whose address: `business`, `owners/0` (the applicant) or `coOwners/<n>`, the holder's place in the application document. */
export const ADDRESS_OWNER_ID_PATTERN = '^(business|owners/0|coOwners/[0-9]{1,2})$';

const ownerId = () => Type.String({ pattern: ADDRESS_OWNER_ID_PATTERN, description: 'Whose address: business, owners/0 (the applicant) or coOwners/<n>.' });
const lat = (options: { description?: string } = {}) => Type.Number({ minimum: -90, maximum: 90, ...options });
const lng = () => Type.Number({ minimum: -180, maximum: 180 });
const optionalText = () => Type.Optional(Type.String());

export const AddressSuggestQuerySchema = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 200, description: 'What the applicant typed: at least 3 characters.' }),
    ownerId: ownerId(),
    lat: Type.Optional(lat({ description: 'Where the applicant is, when they allowed the browser to say: results near it first. Used only with lng.' })),
    lng: Type.Optional(lng()),
  },
  { $id: 'AddressSuggestQuery', additionalProperties: false },
);

export const AddressDetailsQuerySchema = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 500, description: 'A suggestion id.' }), ownerId: ownerId() },
  { $id: 'AddressDetailsQuery', additionalProperties: false },
);
/** A suggestion picked, for its parts; the pick ends the owner's address session. */
export type AddressDetailsRequest = Static<typeof AddressDetailsQuerySchema>;

export const AddressAtQuerySchema = Type.Object({ lat: lat(), lng: lng() }, { $id: 'AddressAtQuery', additionalProperties: false });
/** A point the browser reports when the applicant lets it share their location. */
export type Coordinates = Static<typeof AddressAtQuerySchema>;

export const AddressSessionResetSchema = Type.Object({ ownerId: ownerId() }, { $id: 'AddressSessionReset', additionalProperties: false });

/**
 * What the provider vouches for: `found`, an address it knows (a hosted service's place, or a
 * street the gazetteer knows); `corrected`, a known street close to one typed that the provider
 * does not know ('Colins St' -> Collins Street), to be shown as 'Did you mean'; `typed`, the
 * street as the applicant typed it in a suburb the provider knows, which only the applicant can
 * confirm: it must read as theirs, never as an address found.
 */
const AddressSuggestionSchema = Type.Object({
  /** Opaque: what `details` takes to give the suggestion's parts. */
  id: Type.String(),
  kind: Type.Union([Type.Literal('found'), Type.Literal('corrected'), Type.Literal('typed')], {
    description:
      "found: an address the provider knows; corrected: a known street close to the one typed ('did you mean'); typed: the street as typed, in a known suburb, not checked.",
  }),
  /** The whole address on one line. */
  text: Type.String(),
  mainText: Type.String(),
  secondaryText: Type.String(),
});
/** One suggestion of the list: its first line names the street, the second the place. */
export type AddressSuggestion = Static<typeof AddressSuggestionSchema>;
export type AddressSuggestionKind = AddressSuggestion['kind'];

export const AddressSuggestionsSchema = Type.Object({ suggestions: Type.Array(AddressSuggestionSchema) }, { $id: 'AddressSuggestions' });
export type AddressSuggestAnswer = Static<typeof AddressSuggestionsSchema>;

/** The seven parts an address is written in, in the application's fields and on one line. */
export const AddressLineSchema = Type.Object({
  unitNumber: optionalText(),
  streetNumber: optionalText(),
  streetName: optionalText(),
  streetType: optionalText(),
  suburb: Type.Optional(Type.String({ description: 'The locality, or else the level-3 area.' })),
  /** ACT, NSW, NT, QLD, SA, TAS, VIC or WA. */
  state: optionalText(),
  postcode: optionalText(),
});
/** An address's parts, any of them absent (a suburb has no street parts). */
export type AddressLine = Static<typeof AddressLineSchema>;
export type AddressPartName = keyof AddressLine;

export const AddressPartsSchema = Type.Object(
  {
    ...AddressLineSchema.properties,
    country: Type.String({ description: 'ISO 3166-1 alpha-2.' }),
    /** The address on one line, as the provider writes it. */
    formatted: Type.String(),
  },
  {
    $id: 'AddressParts',
    description: "An address in the application's fields: the street split into name and type (the last word is the type); no street parts for a suburb.",
  },
);
/** A chosen address in the application's own fields (spec 01 section 5). */
export type AddressParts = Static<typeof AddressPartsSchema>;

const ApplicationAddressSchema = Type.Object({
  ownerId: Type.String(),
  unitNumber: optionalText(),
  streetNumber: optionalText(),
  streetName: optionalText(),
  streetType: optionalText(),
  city: optionalText(),
  state: optionalText(),
  postalCode: optionalText(),
  /** The address on one line, from the parts present. */
  formatted: Type.String(),
  missing: Type.Array(Type.String(), { description: 'Required parts still empty.' }),
  complete: Type.Boolean(),
});
/** One address held in the application, and which of its required parts are missing. */
export type ApplicationAddress = Static<typeof ApplicationAddressSchema>;

export const ApplicationAddressesSchema = Type.Object({ addresses: Type.Array(ApplicationAddressSchema) }, { $id: 'ApplicationAddresses' });
export type ApplicationAddresses = Static<typeof ApplicationAddressesSchema>;
