/**
 * A co-owner's e-mail moves to where the owner entity of spec 02 section 3 keeps it: from
 * `coOwners[n].email` to `coOwners[n]._extension.email` (the co-owner list's steps ask for it
 * there). `up` moves every stored co-owner's `email` into their `_extension` (an e-mail already
 * there wins); `down` moves it back and drops an `_extension` left empty. Items that are not
 * objects and other answers are left as they are. Frozen once it lands. Runs unchanged on
 * PGlite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update applications
       set data = jsonb_set(
             data,
             '{coOwners}',
             (select jsonb_agg(
                       case when jsonb_typeof(item) = 'object' and item ? 'email'
                            then (item - 'email') || jsonb_build_object(
                                   '_extension',
                                   jsonb_build_object('email', item -> 'email')
                                     || case when jsonb_typeof(item -> '_extension') = 'object' then item -> '_extension' else '{}'::jsonb end)
                            else item end
                       order by place)
                from jsonb_array_elements(data -> 'coOwners') with ordinality as items(item, place)))
     where jsonb_typeof(data -> 'coOwners') = 'array'
       and exists (select 1 from jsonb_array_elements(data -> 'coOwners') as items(item)
                    where jsonb_typeof(item) = 'object' and item ? 'email')
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update applications
       set data = jsonb_set(
             data,
             '{coOwners}',
             (select jsonb_agg(
                       case when jsonb_typeof(item) = 'object' and jsonb_typeof(item -> '_extension') = 'object' and (item -> '_extension') ? 'email'
                            then (item - '_extension')
                                   || jsonb_build_object('email', item #> '{_extension,email}')
                                   || case when (item -> '_extension') - 'email' = '{}'::jsonb then '{}'::jsonb
                                           else jsonb_build_object('_extension', (item -> '_extension') - 'email') end
                            else item end
                       order by place)
                from jsonb_array_elements(data -> 'coOwners') with ordinality as items(item, place)))
     where jsonb_typeof(data -> 'coOwners') = 'array'
       and exists (select 1 from jsonb_array_elements(data -> 'coOwners') as items(item)
                    where jsonb_typeof(item) = 'object' and jsonb_typeof(item -> '_extension') = 'object' and (item -> '_extension') ? 'email')
  `.execute(db);
}
