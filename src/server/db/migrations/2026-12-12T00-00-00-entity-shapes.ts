/**
 * Stored documents take the entity shapes of spec 02 section 3 the server now writes:
 * - owners, co-owners and the business carry ids: each without one gets a new UUID
 *   (services/applications/entity-ids.ts);
 * - a consent carries `optional` and `validationRuleName` (services/applications/consent-evidence.ts):
 *   the consents stored so far are the two every journey asked for, both required and refused
 *   blank by `blankConsent`, so each without them gets `optional: false` and that rule.
 * Other answers, sealed ones included, are left as they are. Frozen once it lands. Runs unchanged
 * on PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

const LISTS = ['owners', 'coOwners'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const list of LISTS) {
    await sql`
      update applications
         set data = jsonb_set(
               data,
               array[${list}::text],
               (select jsonb_agg(
                         case when jsonb_typeof(item) = 'object' and not item ? 'id'
                              then item || jsonb_build_object('id', gen_random_uuid()::text)
                              else item end
                         order by place)
                  from jsonb_array_elements(data -> ${list}::text) with ordinality as items(item, place)))
       where jsonb_typeof(data -> ${list}::text) = 'array'
         and exists (select 1 from jsonb_array_elements(data -> ${list}::text) as items(item)
                      where jsonb_typeof(item) = 'object' and not item ? 'id')
    `.execute(db);
  }
  await sql`
    update applications
       set data = jsonb_set(data, '{business}', (data -> 'business') || jsonb_build_object('id', gen_random_uuid()::text))
     where jsonb_typeof(data -> 'business') = 'object' and not (data -> 'business') ? 'id'
  `.execute(db);
  await sql`
    update applications
       set data = jsonb_set(
             data,
             '{consents}',
             (select jsonb_object_agg(
                       type,
                       case when jsonb_typeof(consent) = 'object' and not consent ? 'optional'
                            then consent || '{"optional": false, "validationRuleName": "blankConsent"}'::jsonb
                            else consent end)
                from jsonb_each(data -> 'consents') as consents(type, consent)))
     where jsonb_typeof(data -> 'consents') = 'object'
       and exists (select 1 from jsonb_each(data -> 'consents') as consents(type, consent)
                    where jsonb_typeof(consent) = 'object' and not consent ? 'optional')
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const list of LISTS) {
    await sql`
      update applications
         set data = jsonb_set(
               data,
               array[${list}::text],
               (select jsonb_agg(case when jsonb_typeof(item) = 'object' then item - 'id' else item end order by place)
                  from jsonb_array_elements(data -> ${list}::text) with ordinality as items(item, place)))
       where jsonb_typeof(data -> ${list}::text) = 'array' and jsonb_array_length(data -> ${list}::text) > 0
    `.execute(db);
  }
  await sql`
    update applications set data = jsonb_set(data, '{business}', (data -> 'business') - 'id')
     where jsonb_typeof(data -> 'business') = 'object'
  `.execute(db);
  await sql`
    update applications
       set data = jsonb_set(
             data,
             '{consents}',
             (select jsonb_object_agg(
                       type,
                       case when jsonb_typeof(consent) = 'object' then consent - 'optional' - 'validationRuleName' else consent end)
                from jsonb_each(data -> 'consents') as consents(type, consent)))
     where jsonb_typeof(data -> 'consents') = 'object' and data -> 'consents' <> '{}'::jsonb
  `.execute(db);
}
