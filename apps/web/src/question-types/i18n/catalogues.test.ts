import { CONTENT_MESSAGES, COUNTED_MESSAGES, questionTypeRegistry } from '@quizmaker/question-types';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from '../../i18n/catalogue.ts';
import {
  englishText,
  questionTypesEn,
  translateContentMessage,
  type QuestionTypesKey,
  type QuestionTypesT,
} from './index.ts';
import { questionTypesEs } from './es.ts';
import { registerQuestionTypesCatalogues } from '../test-support/catalogues.ts';
import { valueAt } from '../../i18n/test-support/catalogue-lookup.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** A translator over a fresh i18next instance with these catalogues, like the app's after registration. */
async function translatorFor(language: 'en' | 'es'): Promise<QuestionTypesT> {
  const instance = createInstance();
  await instance.init({ lng: language, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerQuestionTypesCatalogues(instance);
  const t = instance.t as unknown as (key: string, options?: object) => string;
  return (key: QuestionTypesKey, options) => t(`questionTypes.${key}`, { defaultValue: englishText(key), ...options });
}

describe('question-type catalogues', () => {
  it('English holds every content message of the package word for word', () => {
    expect(questionTypesEn.contentMessages).toEqual(CONTENT_MESSAGES);
    for (const key of Object.keys(COUNTED_MESSAGES) as Array<keyof typeof COUNTED_MESSAGES>) {
      expect(questionTypesEn.countedMessages[key].replaceAll('{{n}}', '7')).toBe(COUNTED_MESSAGES[key](7));
    }
  });

  it("English names every type as the pure plugin's label", () => {
    expect(questionTypesEn.types).toEqual(
      Object.fromEntries(Object.values(questionTypeRegistry).map((plugin) => [plugin.type, plugin.label])),
    );
  });

  it("English holds the spec's texts exactly", () => {
    expect(questionTypesEn.empty).toMatchObject({
      options: 'No options available',
      statements: 'No statements available',
      items: 'No items available for ordering',
      gaps: 'No text with gaps available',
      image: 'Image not available',
    });
    expect(questionTypesEn.unsupported).toEqual({
      title: 'Unsupported Question Type',
      message: 'Question type "{{type}}" is not supported in this version.',
    });
    expect(questionTypesEn.fillGap.addGap).toBe('Add Gap');
    expect(questionTypesEn.hotspot.clearSelection).toBe('Clear Selection');
  });

  it('Spanish has exactly the keys of English and keeps every placeholder', () => {
    expect(flattenKeys(questionTypesEs).sort()).toEqual(flattenKeys(questionTypesEn).sort());
    for (const key of flattenKeys(questionTypesEn)) {
      expect([key, placeholders(String(valueAt(questionTypesEs, key)))]).toEqual([
        key,
        placeholders(String(valueAt(questionTypesEn, key))),
      ]);
    }
  });

  it('translates content messages, counted ones included, and leaves unknown texts alone', async () => {
    const en = await translatorFor('en');
    const es = await translatorFor('es');
    expect(translateContentMessage(en, 'No correct regions')).toBe('No correct regions');
    expect(translateContentMessage(es, 'No correct regions')).toBe('No hay regiones correctas');
    expect(translateContentMessage(en, '3 answer(s) missing')).toBe('3 answer(s) missing');
    expect(translateContentMessage(es, '3 answer(s) missing')).toBe('Faltan 3 respuesta(s)');
    expect(translateContentMessage(es, 'Gap 4 has no ___4___ marker in the text')).toBe(
      'El hueco 4 no tiene la marca ___4___ en el texto',
    );
    expect(translateContentMessage(es, 'Something new')).toBe('Something new');
  });

  it('falls back to the English text when an instance lacks the catalogues', async () => {
    const bare = createInstance();
    await bare.init({ lng: 'es', resources: {} });
    const t = bare.t as unknown as (key: string, options?: object) => string;
    expect(t('questionTypes.empty.options', { defaultValue: englishText('empty.options') })).toBe(
      'No options available',
    );
  });
});
