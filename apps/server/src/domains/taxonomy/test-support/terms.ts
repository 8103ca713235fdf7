import type { SignedIn, TestApp } from '../../../test-support/test-app.ts';

/**
 * Creates a term (tag or category) per name at `url` as `who`, one second apart (so createdAt sorts
 * them in this order); their ids by name (`idField` of each answer).
 */
export async function createTermsInOrder(
  test: TestApp,
  who: SignedIn,
  url: string,
  idField: 'tagId' | 'categoryId',
  names: readonly string[],
) {
  const ids: Record<string, string> = {};
  for (const name of names) {
    test.clock.advance(1000);
    const response = await test.app.inject({ method: 'POST', url, headers: who.auth, payload: { name } });
    ids[name] = response.json<Record<string, string>>()[idField] as string;
  }
  return ids;
}
