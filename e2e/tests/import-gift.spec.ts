import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, signInPage, test } from '../support.ts';
import { expectAccessible } from './taking-support.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/quizmaker-e2e-shots';
mkdirSync(SHOTS, { recursive: true });

/** A small GIFT file as Moodle writes one: four kinds of question we take, and an essay we cannot. */
const GIFT = `// Written for the import journey (issue 20).
$CATEGORY: $course$/Science/Solar Basics

::Capital:: What is the capital of France? {=Paris ~London ~Berlin}

::Star:: The Sun is a star. {T}

::Water:: What is the chemical formula of water? {=H2O}

::Sounds:: Match each animal with its sound. {
  =Dog -> Bark
  =Cat -> Meow
  =Cow -> Moo
}

::Essay:: Describe your favourite planet. {}
`;

const TEXTS = {
  capital: 'What is the capital of France?',
  star: 'The Sun is a star.',
  water: 'What is the chemical formula of water?',
  sounds: 'Match each animal with its sound.',
} as const;

/** Answers the question on a One by One screen right, whichever of the four it is. */
async function answerShown(page: Page) {
  const shown = async (text: string) => page.getByText(text, { exact: true }).isVisible();
  const card = (text: string) => page.locator('section', { has: page.getByText(text, { exact: true }) }).last();
  if (await shown(TEXTS.capital)) {
    await card(TEXTS.capital)
      .getByRole('radio', { name: /Paris$/ })
      .check();
  } else if (await shown(TEXTS.star)) {
    await card(TEXTS.star).getByRole('radio', { name: 'True' }).check();
  } else if (await shown(TEXTS.water)) {
    await card(TEXTS.water).getByRole('textbox', { name: 'Your answer' }).fill('H2O');
  } else if (await shown(TEXTS.sounds)) {
    for (const [animal, sound] of [
      ['Dog', 'Bark'],
      ['Cat', 'Meow'],
      ['Cow', 'Moo'],
    ] as const) {
      await card(TEXTS.sounds)
        .getByRole('combobox', { name: `Match for ${animal}` })
        .selectOption({ label: sound });
    }
  } else {
    throw new Error('none of the four questions is on screen');
  }
  await page.getByRole('button', { name: 'Submit Answer' }).click();
}

test.describe('importing a GIFT file', () => {
  test('the demo author previews a GIFT file, imports it into a new quiz, publishes it and takes it', async ({
    page,
  }) => {
    await signInPage(page, DEMO.creator);
    await page.goto('/my-quizzes');
    await page.getByRole('button', { name: 'Import questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import questions into a new quiz' });
    await expect(dialog.getByLabel('Format')).toHaveValue('');
    await dialog.getByLabel('File with questions').setInputFiles({
      name: 'solar-basics.gift',
      mimeType: 'text/plain',
      buffer: Buffer.from(GIFT),
    });

    // The dry run's preview: focus on its heading, every question with its type and status.
    await expect(dialog.getByRole('heading', { name: 'Preview of solar-basics.gift' })).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText(
      '5 questions in the file: 4 as written, 0 converted, 1 skipped.',
    );
    const rows = dialog.getByRole('list', { name: 'Questions in the file' }).locator(':scope > li');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText('Question 1Multiple Choice (single)Will import');
    await expect(rows.nth(1)).toContainText('Question 2True / FalseWill import');
    await expect(rows.nth(2)).toContainText('Question 3Open answerWill import');
    await expect(rows.nth(3)).toContainText('Question 4MatchingWill import');
    await expect(rows.nth(4)).toContainText('Question 5No matching typeSkipped');
    await expect(rows.nth(4)).toContainText('Reason: An essay has no model answer, which an OPEN question needs');
    await expectAccessible(page, 'import preview');

    // How the preview looks on a phone and on a desktop (checked by eye: /tmp/quizmaker-e2e-shots).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole('button', { name: 'Import 4 questions' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/import-preview-390.png` });
    await rows.nth(4).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/import-preview-390-skipped.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(dialog.getByRole('button', { name: 'Import 4 questions' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/import-preview-1280.png` });

    await dialog.getByRole('button', { name: 'Import 4 questions' }).click();
    // The toast first: it goes after 3 s, and on a loaded machine the editor can take longer than that to load.
    await expect(page.getByText('4 questions imported.')).toBeVisible();
    await expect(page).toHaveURL(/\/quizzes\/[0-9a-f-]{36}\/edit$/);
    const quizId = new URL(page.url()).pathname.split('/')[2];
    await expect(page.getByRole('heading', { name: 'Edit Quiz', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/Quiz title/)).toHaveValue('Solar Basics');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Import questions' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/import-editor-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A new quiz is a draft: the author publishes it, as they would one made by hand.
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await expect(page).toHaveURL(/\/quizzes$/);
    await page.goto(`/quizzes/${quizId}`);
    await expect(page.getByRole('heading', { name: 'Solar Basics', level: 1 })).toBeVisible();

    // Aiken holds single-answer choice questions only: the other three are left out of the file, and said so.
    await page.getByRole('button', { name: 'Export questions' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export questions' });
    await exportDialog.getByRole('radio', { name: 'Aiken (text)' }).check();
    const download = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('solar-basics.aiken.txt');
    const left = exportDialog.getByRole('alert');
    await expect(left).toContainText('3 questions were not written: Aiken (text) cannot hold them.');
    await expect(left.getByRole('listitem')).toHaveText([/^Question 2: /, /^Question 3: /, /^Question 4: /]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/export-skipped-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await exportDialog.getByRole('button', { name: 'Done' }).click();
    await expect(exportDialog).toBeHidden();

    await page.getByRole('main').getByRole('link', { name: 'Start Quiz' }).first().click();
    await expect(page).toHaveURL(/\/attempt\/start$/);
    await page.getByRole('button', { name: 'Start Quiz' }).click();

    for (let number = 1; number <= 4; number += 1) {
      await expect(page.getByRole('heading', { name: `Question ${number} of 4` })).toBeVisible();
      await answerShown(page);
    }
    await expect(page).toHaveURL(/\/results\?attemptId=/);
    await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Score: 100%' })).toBeVisible();
  });
});
