/**
 * The business register search (spec 02 sections 5 and 7, 'Business register search'): what the
 * browser asks and the server answers.
 */
import { named, Type, type Static } from './named';

const optionalText = () => Type.Optional(Type.String());

export const RegisterSearchQuerySchema = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'An ABN (11 digits), an ACN (9 digits) or at least 3 characters of a name; spaces are ignored in numbers.',
    }),
    activeOnly: Type.Optional(
      Type.Boolean({ default: false, description: 'An entity whose ABN is not Active is an error; a name search leaves such entities out.' }),
    ),
    requireAcn: Type.Optional(Type.Boolean({ default: false, description: 'An entity without an ACN is an error.' })),
  },
  { $id: 'RegisterSearchQuery', additionalProperties: false },
);
export type RegisterSearchRequest = Static<typeof RegisterSearchQuerySchema>;

export const RegisterEntitySchema = Type.Object(
  {
    abn: Type.String(),
    abnStatus: Type.String({ description: "The ABN's status, e.g. Active or Cancelled." }),
    entityName: Type.String({ description: "An organisation's main name, or a sole trader's given and family names." }),
    /** The ASIC number (a company's ACN), when the entity has one. */
    acn: optionalText(),
    entityTypeCode: Type.Optional(Type.String({ description: 'The register code, e.g. PRV, PUB, DTT, PTR, IND.' })),
    entityTypeText: optionalText(),
    /** Current business names, then the register's older trading names. */
    businessNames: Type.Array(Type.String()),
    /** State and postcode of the main business location. */
    state: optionalText(),
    postcode: optionalText(),
  },
  { $id: 'RegisterEntity' },
);
/** One entity as an ABN or ACN lookup gives it. */
export type RegisterEntity = Static<typeof RegisterEntitySchema>;

export const RegisterNameMatchSchema = Type.Object(
  {
    abn: Type.String(),
    abnStatus: Type.String(),
    name: Type.String({ description: 'The name that matched.' }),
    nameType: Type.Enum(['entity', 'business', 'trading', 'legal'], { type: 'string' }),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    state: optionalText(),
    postcode: optionalText(),
  },
  { $id: 'RegisterNameMatch' },
);
/** One record of a name search: the name that matched, not the entity's full details. */
export type RegisterNameMatch = Static<typeof RegisterNameMatchSchema>;
/** Which of an entity's names a name search matched. */
export type RegisterNameType = RegisterNameMatch['nameType'];

export const RegisterSearchAnswerSchema = Type.Object(
  {
    kind: Type.Enum(['abn', 'acn', 'name'], { type: 'string' }),
    entity: Type.Optional(named(RegisterEntitySchema)),
    matches: Type.Optional(Type.Array(named(RegisterNameMatchSchema))),
    /** More matched than the 100 answered. */
    truncated: Type.Optional(Type.Boolean()),
  },
  {
    $id: 'RegisterSearchAnswer',
    description: 'An ABN or ACN search answers `entity`; a name search answers `matches` (at most 100, best first) and `truncated`.',
  },
);
export type RegisterSearchAnswer = Static<typeof RegisterSearchAnswerSchema>;
