import { can, type Principal } from '../../access/principal.ts';

export type CategoryAbility = 'update' | 'delete';

/** Categories are shared by everyone and kept by administrators only (spec 2 section 6). */
export function categoryAbilities(principal: Principal): Record<CategoryAbility, boolean> {
  const isCategoryAdmin = can(principal, 'CATEGORY_ADMIN');
  return { update: isCategoryAdmin, delete: isCategoryAdmin };
}
