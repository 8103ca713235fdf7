import { compliancePlugin, getQuestionType } from '@quizmaker/question-types';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderPlayer } from '../test-support/harness.tsx';
import { ComplianceEditor } from './Editor.tsx';
import { CompliancePlayer } from './Player.tsx';
import { ComplianceReview } from './Review.tsx';

describe('ComplianceEditor', () => {
  it('starts with two statements, the first compliant, and remove disabled at the minimum', () => {
    renderEditor(ComplianceEditor, compliancePlugin.defaultContent());
    expect(screen.getByRole('checkbox', { name: 'Statement 1 is compliant' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Statement 2 is compliant' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove statement 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove statement 2' })).toHaveAccessibleDescription(
      'A question needs at least 2 statements.',
    );
  });

  it("counts empty statement texts as missing while typing ('N statement(s) missing')", async () => {
    const { user } = renderEditor(ComplianceEditor, compliancePlugin.defaultContent());
    expect(screen.getByText('2 statement(s) missing')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Statement 1' }), 'Passwords are hashed');
    expect(screen.getByText('1 statement(s) missing')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Statement 2' }), 'Passwords are logged');
    expect(screen.queryByText(/statement\(s\) missing/)).not.toBeInTheDocument();
  });

  it('adds statements with the next id, marks compliance and removes above the minimum', async () => {
    const { user, lastContent } = renderEditor(ComplianceEditor, compliancePlugin.defaultContent());
    await user.click(screen.getByRole('button', { name: 'Add statement' }));
    expect(lastContent()?.statements.at(-1)).toEqual({ id: 3, text: '', compliant: false });
    await user.click(screen.getByRole('checkbox', { name: 'Statement 3 is compliant' }));
    expect(lastContent()?.statements.map((statement) => statement.compliant)).toEqual([true, false, true]);
    await user.click(screen.getByRole('button', { name: 'Remove statement 1' }));
    expect(lastContent()?.statements.map((statement) => statement.id)).toEqual([2, 3]);
    expect(screen.getByRole('button', { name: 'Remove statement 1' })).toBeDisabled();
  });

  it("shows 'At least one compliant statement required' from the schema", () => {
    const content = {
      statements: [
        { id: 1, text: 'a', compliant: false },
        { id: 2, text: 'b', compliant: false },
      ],
    };
    const check = getQuestionType('COMPLIANCE').validateContent(content);
    renderEditor(ComplianceEditor, content, { errors: check.success ? [] : check.issues });
    const group = screen.getByRole('group', { name: 'Statements' });
    expect(within(group).getByText('At least one compliant statement required')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(/At least one compliant statement required/);
  });
});

const safeContent = {
  statements: [
    { id: 1, text: 'Passwords are hashed' },
    { id: 2, text: 'Passwords are logged' },
    { id: 3, text: 'Sessions expire' },
  ],
};

describe('CompliancePlayer', () => {
  it('reports {selectedStatementIds} in statement order', async () => {
    const { user, changes } = renderPlayer(CompliancePlayer, safeContent);
    await user.click(screen.getByRole('checkbox', { name: 'Sessions expire' }));
    await user.click(screen.getByRole('checkbox', { name: 'Passwords are hashed' }));
    expect(changes).toHaveBeenLastCalledWith({ selectedStatementIds: [1, 3] });
    await user.click(screen.getByRole('checkbox', { name: 'Sessions expire' }));
    expect(changes).toHaveBeenLastCalledWith({ selectedStatementIds: [1] });
  });

  it("says 'No statements available' when there are none", () => {
    renderPlayer(CompliancePlayer, { statements: [] });
    expect(screen.getByText('No statements available')).toBeInTheDocument();
  });
});

describe('ComplianceReview', () => {
  it('says per statement whether it complies, whether it was selected, and whether that was right', () => {
    render(
      <ComplianceReview
        safeContent={safeContent}
        response={{ selectedStatementIds: [1, 2] }}
        correctAnswer={{ selectedStatementIds: [1, 3] }}
        isCorrect={false}
        score={0}
      />,
    );
    const row = (text: string) => within(screen.getByText(text).closest('li') as HTMLElement);
    expect(row('Passwords are hashed').getByText('Selected by you')).toBeInTheDocument();
    expect(row('Passwords are hashed').getByText('Compliant')).toBeInTheDocument();
    expect(row('Passwords are hashed').getByText('right')).toBeInTheDocument();
    expect(row('Passwords are logged').getByText('Selected by you')).toBeInTheDocument();
    expect(row('Passwords are logged').getByText('Not compliant')).toBeInTheDocument();
    expect(row('Passwords are logged').getByText('wrong')).toBeInTheDocument();
    expect(row('Sessions expire').getByText('Not selected by you')).toBeInTheDocument();
    expect(row('Sessions expire').getByText('wrong')).toBeInTheDocument();
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
  });
});
