import type { SqlClient } from '../studio/studio.js';

/** What must never happen however many bookings race: each count must be 0. */
export interface WriteInvariants {
  /** Classes holding more live places than their capacity (a null capacity holds none). */
  readonly overCapacityClasses: number;
  /** (class, spot) pairs held by more than one live reservation. */
  readonly doublyTakenSpots: number;
  /** Writers' credits paying for more places than the classes taken from them, or below zero. */
  readonly doubleSpentCredits: number;
  /** Writers' credits with classes taken from them and no place to show for it. */
  readonly lostCredits: number;
}

const OVER_CAPACITY = `
  select count(*)::int as n from (
    select sc."single_class_id" from "single_classes" sc
    join "class_reservations" r on r."single_class_id" = sc."single_class_id" and r."deleted_at" is null
    group by sc."single_class_id", sc."capacity"
    having count(*) > coalesce(sc."capacity", 0)
  ) over_capacity`;

const DOUBLE_SPOTS = `
  select count(*)::int as n from (
    select "single_class_id", "spot" from "class_reservations"
    where "deleted_at" is null and "spot" is not null
    group by "single_class_id", "spot" having count(*) > 1
  ) doubled`;

/** Per credit of the writers: classes taken from it (start − now) and the live places that name it. */
const CREDIT_USE = `
  select ac."available_class_id", $1::int - ac."available_classes" as spent,
         (select count(*)::int from "class_reservations" r
          where r."available_class_id" = ac."available_class_id" and r."deleted_at" is null) as held
  from "available_classes" ac where ac."customer_id" = any($2::int[])`;

const countOf = async (client: SqlClient, text: string): Promise<number> => Number((await client.query(text)).rows[0]?.n ?? 0);

/**
 * Counts the broken invariants after the write benchmark. Every writer's
 * credit started at `startBalance` and the seed made no place that names a
 * credit, so each class taken from a credit must be exactly one live place.
 */
export const checkWriteInvariants = async (
  client: SqlClient,
  writers: { readonly customerIds: readonly number[]; readonly startBalance: number },
): Promise<WriteInvariants> => {
  const credits = (await client.query(CREDIT_USE, [writers.startBalance, writers.customerIds])).rows
    .map((row) => ({ spent: Number(row.spent), held: Number(row.held) }));
  return {
    overCapacityClasses: await countOf(client, OVER_CAPACITY),
    doublyTakenSpots: await countOf(client, DOUBLE_SPOTS),
    doubleSpentCredits: credits.filter(({ spent, held }) => held > spent || spent > writers.startBalance).length,
    lostCredits: credits.filter(({ spent, held }) => spent > held).length,
  };
};

/** True when no invariant is broken. */
export const invariantsHold = (found: WriteInvariants): boolean => Object.values(found).every((count) => count === 0);
