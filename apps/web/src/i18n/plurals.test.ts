import { describe, expect, it } from 'vitest';
import { formatBytes } from '../features/documents/document-display.ts';
import { i18n, loadCatalogues } from './index.ts';

describe('counted texts use i18next plural forms in every language (issue 17)', () => {
  it.each([
    ['en', '1 question generated in 0 s.', '5 questions generated in 12 s.'],
    ['de', '1 Frage in 0 s generiert.', '5 Fragen in 12 s generiert.'],
    ['es', '1 pregunta generada en 0 s.', '5 preguntas generadas en 12 s.'],
    ['fr', '1 question générée en 0 s.', '5 questions générées en 12 s.'],
  ])('%s: the generation summary', async (language, one, five) => {
    await loadCatalogues(['authoring'], language);
    const t = i18n.getFixedT(language);
    expect(t('authoring.wizard.generatedSummary', { count: 1, seconds: 0 })).toBe(one);
    expect(t('authoring.wizard.generatedSummary', { count: 5, seconds: 12 })).toBe(five);
  });
});

describe('file sizes', () => {
  it('drop a trailing .0 ("up to 130 MB", not "130.0 MB") and keep one decimal otherwise', () => {
    expect(formatBytes(130 * 1024 * 1024)).toBe('130 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(512)).toBe('512 B');
  });
});
