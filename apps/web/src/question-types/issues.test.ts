import { describe, expect, it } from 'vitest';
import {
  contentIssuesFromFieldErrors,
  listMessages,
  messagesAt,
  messagesUnder,
  otherMessages,
  uniqueMessages,
} from './issues.ts';

const issues = [
  { message: 'list', path: ['options'] },
  { message: 'row 1 id', path: ['options', 1, 'id'] },
  { message: 'row 9', path: ['options', 9, 'text'] },
  { message: 'whole', path: [] },
  { message: 'stranger', path: ['colour'] },
];

describe('placing content issues', () => {
  it("reads a 400's field errors under content. as paths relative to the content", () => {
    expect(
      contentIssuesFromFieldErrors([
        { field: 'content.regions.0.width', message: 'Width must be between 1 and 100' },
        { field: 'content', message: 'Content is required' },
        { field: 'questionText', message: 'Question text must be between 3 and 1000 characters' },
      ]),
    ).toEqual([
      { message: 'Width must be between 1 and 100', path: ['regions', 0, 'width'] },
      { message: 'Content is required', path: [] },
    ]);
  });

  it('gives each row its issues, the list the rest of its issues, and the editor anything unplaced', () => {
    expect(messagesUnder(issues, ['options', 1])).toEqual(['row 1 id']);
    expect(messagesAt(issues, ['options', 1, 'id'])).toEqual(['row 1 id']);
    expect(messagesAt(issues, ['options', 1])).toEqual([]);
    expect(listMessages(issues, 'options', 4)).toEqual(['list', 'row 9']);
    expect(otherMessages(issues, ['options'])).toEqual(['whole', 'stranger']);
    expect(uniqueMessages(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });
});
