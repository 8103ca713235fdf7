import type { TaxonomyTerm } from '@quizmaker/contracts';
import type { TermRecord } from './repository.ts';

/** A tag or category as read, with what the caller may do to it. */
export function presentTerm(term: TermRecord, abilities: TaxonomyTerm['abilities']): TaxonomyTerm {
  return {
    id: term.id,
    name: term.name,
    description: term.description,
    createdAt: term.createdAt.toISOString(),
    updatedAt: term.updatedAt.toISOString(),
    abilities,
  };
}
