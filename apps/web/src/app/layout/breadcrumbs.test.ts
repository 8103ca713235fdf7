import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs.ts';

const labels = (path: string) =>
  breadcrumbsFor(path).map((item) => ('ellipsis' in item ? '…' : (item.labelKey ?? item.label)));

describe('breadcrumbsFor', () => {
  it('is empty when only the Home crumb exists', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
  });

  it('starts with Home, which points to /quizzes', () => {
    expect(breadcrumbsFor('/profile')).toEqual([
      { path: '/quizzes', labelKey: 'home' },
      { path: '/profile', labelKey: 'profile' },
    ]);
  });

  it('gives grouping paths without a page no crumb (/live/host/{id} is one crumb after Home)', () => {
    expect(breadcrumbsFor('/live/host/5e55e55e-0000-4000-8000-000000000001')).toEqual([
      { path: '/quizzes', labelKey: 'home' },
      { path: '/live/host/5e55e55e-0000-4000-8000-000000000001', label: '5e55e55e 0000 4000 8000 000000000001' },
    ]);
  });

  it('uses the fixed labels', () => {
    for (const [path, key] of [
      ['/quizzes', 'quizzes'],
      ['/my-quizzes', 'myQuizzes'],
      ['/tags', 'tags'],
      ['/categories', 'categories'],
      ['/questions', 'questions'],
      ['/admin', 'admin'],
      ['/settings', 'settings'],
      ['/analytics', 'analytics'],
      ['/documents', 'documents'],
      ['/help', 'help'],
      ['/about', 'about'],
      ['/contact', 'contact'],
      ['/privacy', 'privacy'],
      ['/terms', 'terms'],
    ] as const) {
      expect(labels(path)).toEqual(['home', key]);
    }
    expect(labels('/quizzes/create')).toEqual(['home', 'quizzes', 'createQuiz']);
  });

  it('labels quiz and admin sub-paths', () => {
    expect(labels('/quizzes/abc')).toEqual(['home', 'quizzes', 'quizDetail']);
    expect(labels('/quizzes/abc/attempt')).toEqual(['home', 'quizzes', 'quizDetail', 'attemptQuiz']);
    expect(labels('/quizzes/abc/results')).toEqual(['home', 'quizzes', 'quizDetail', 'quizResults']);
    expect(labels('/quizzes/abc/edit')).toEqual(['home', 'quizzes', 'quizDetail', 'editQuiz']);
    expect(labels('/quizzes/abc/questions')).toEqual(['home', 'quizzes', 'quizDetail', 'quizQuestions']);
    expect(labels('/quizzes/abc/results-summary')).toEqual(['home', 'quizzes', 'quizDetail', 'resultsSummary']);
    expect(labels('/admin/users')).toEqual(['home', 'admin', 'userManagement']);
    expect(labels('/admin/roles')).toEqual(['home', 'admin', 'roleManagement']);
    expect(labels('/admin/settings')).toEqual(['home', 'admin', 'systemSettings']);
    expect(labels('/admin/other')).toEqual(['home', 'admin', 'admin']);
  });

  it("names a question's id crumb 'Question' instead of the humanised id (issue 17)", () => {
    const id = 'd0327b81-fb23-49eb-87d8-63ef1826d0c3';
    expect(labels(`/questions/${id}/edit`)).toEqual(['home', 'questions', 'question', 'Edit']);
    expect(labels(`/quizzes/abc/questions/${id}/edit`)).toEqual(['home', '…', 'question', 'Edit']);
    expect(labels('/questions/new')).toEqual(['home', 'questions', 'New']);
    expect(labels('/quizzes/abc/questions/new')).toEqual(['home', '…', 'quizQuestions', 'New']);
  });

  it('shows at most 4 crumbs, collapsing the middle into an ellipsis', () => {
    expect(labels('/quizzes/abc/results/details/more')).toEqual(['home', '…', 'Details', 'More']);
    expect(breadcrumbsFor('/a/b/c/d').length).toBe(4);
  });
});
