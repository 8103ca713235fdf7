import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayer } from '../test-support/harness.tsx';
import { FillGapPlayer, finaliseFillGapResponse } from './Player.tsx';

const safeContent = {
  text: 'The capital of ___1___ is ____2____.',
  gaps: [{ id: 1 }, { id: 2 }],
};

describe('FillGapPlayer', () => {
  it('renders an input inline where each marker stands, with the text around it', () => {
    const { container } = renderPlayer(FillGapPlayer, safeContent);
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('The capital of  is .');
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual(['Gap 1', 'Gap 2']);
    expect(paragraph?.contains(inputs[0] as Node)).toBe(true);
  });

  it('reports {answers: [{gapId, answer}]} for every gap in gap order', async () => {
    const { user, lastResponse } = renderPlayer(FillGapPlayer, safeContent);
    await user.type(screen.getByRole('textbox', { name: 'Gap 2' }), 'Paris');
    expect(lastResponse()).toEqual({
      answers: [
        { gapId: 1, answer: '' },
        { gapId: 2, answer: 'Paris' },
      ],
    });
    await user.type(screen.getByRole('textbox', { name: 'Gap 1' }), 'France ');
    expect(lastResponse()).toEqual({
      answers: [
        { gapId: 1, answer: 'France ' },
        { gapId: 2, answer: 'Paris' },
      ],
    });
  });

  it('trims the answers when finalised for submission (spec 3)', () => {
    expect(finaliseFillGapResponse({ answers: [{ gapId: 1, answer: '  France ' }] })).toEqual({
      answers: [{ gapId: 1, answer: 'France' }],
    });
  });

  it('shows a stored response and keeps untouched gaps empty', () => {
    renderPlayer(FillGapPlayer, safeContent, { response: { answers: [{ gapId: 1, answer: 'France' }] } });
    expect(screen.getByRole('textbox', { name: 'Gap 1' })).toHaveValue('France');
    expect(screen.getByRole('textbox', { name: 'Gap 2' })).toHaveValue('');
  });

  it("says 'No text with gaps available' without text or gaps", () => {
    renderPlayer(FillGapPlayer, { text: '', gaps: [] });
    expect(screen.getByText('No text with gaps available')).toBeInTheDocument();
  });
});
