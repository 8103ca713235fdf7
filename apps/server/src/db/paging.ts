import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a filtered query's rows and how many rows it has in all, read together: `rowsOf` selects (and
 * may join) and orders the rows, with a unique last key so that pages never overlap; the count reads the
 * filter alone.
 */
export async function pageOfQuery<DB, TB extends keyof DB, Rows extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, object>,
  rowsOf: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, Rows, O>,
  page: { offset: number; limit: number },
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    rowsOf(query).offset(page.offset).limit(page.limit).execute(),
    query
      .select((eb) => eb.fn.countAll<number>().as('total'))
      // A query of any table cannot name the alias's type: it is the count.
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}
