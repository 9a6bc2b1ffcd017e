/**
 * Accepted terms carry the unit of their term (decision 65): a decision accepted when every term
 * was in months, `{ termMonths: 12 }`, becomes `{ term: 12, termUnit: "months" }`, so every reader
 * of `decisions.accepted_terms` finds one shape. Frozen once it lands. Runs unchanged on PGlite
 * and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update decisions
       set accepted_terms = (accepted_terms - 'termMonths')
                            || jsonb_build_object('term', accepted_terms -> 'termMonths', 'termUnit', 'months')
     where accepted_terms ? 'termMonths'
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Only terms in months had a shape before; a term in weeks or days cannot be written as months.
  await sql`
    update decisions
       set accepted_terms = (accepted_terms - 'term' - 'termUnit') || jsonb_build_object('termMonths', accepted_terms -> 'term')
     where accepted_terms ->> 'termUnit' = 'months'
  `.execute(db);
}
