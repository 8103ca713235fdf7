import type { Category } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import { categoryAbilities } from './policy.ts';
import type { CategoryRecord } from './repository.ts';

export function presentCategory(category: CategoryRecord, principal: Principal): Category {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    createdAt: category.createdAt.toISOString(),
    updatedAt: category.updatedAt.toISOString(),
    abilities: categoryAbilities(principal),
  };
}
