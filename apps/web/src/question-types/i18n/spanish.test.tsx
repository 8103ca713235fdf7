import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { McqSinglePlayer } from '../mcq-single/Player.tsx';
import { UnsupportedQuestionType } from '../UnsupportedQuestionType.tsx';
import { registerQuestionTypesCatalogues } from '../test-support/catalogues.ts';

describe('widgets in Spanish', () => {
  it('switch language with the app once the catalogues are registered', async () => {
    registerQuestionTypesCatalogues(i18n);
    await i18n.changeLanguage('es');
    render(
      <>
        <UnsupportedQuestionType type="ESSAY" />
        <McqSinglePlayer safeContent={{ options: [] }} response={null} onChange={() => undefined} />
      </>,
    );
    expect(screen.getByText('Tipo de pregunta no admitido')).toBeInTheDocument();
    expect(screen.getByText('El tipo de pregunta "ESSAY" no está admitido en esta versión.')).toBeInTheDocument();
    expect(screen.getByText('No hay opciones disponibles')).toBeInTheDocument();
  });
});
