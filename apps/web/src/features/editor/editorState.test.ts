import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { readEditorNavigationState } from './editorNavigation';
import { loadErrorMessage, saveErrorMessage } from './saveMessages';

describe('readEditorNavigationState', () => {
  it('reads flowchartId and readOnly, ignoring anything else', () => {
    expect(readEditorNavigationState({ flowchartId: 'abc', readOnly: true })).toEqual({
      flowchartId: 'abc',
      readOnly: true,
    });
    expect(readEditorNavigationState(null)).toEqual({});
    expect(readEditorNavigationState({ flowchartId: 5, readOnly: 'yes' })).toEqual({
      flowchartId: undefined,
      readOnly: false,
    });
  });
});

describe('save and load messages', () => {
  it("shows the server's detail for a refused save (limit, can_edit)", () => {
    const e = new ApiError({
      status: 403,
      kind: 'http',
      message: 'x',
      detail: 'Upgrade to edit flowcharts',
    });
    expect(saveErrorMessage(e)).toBe('Upgrade to edit flowcharts');
    const t = new ApiError({
      status: 0,
      kind: 'timeout',
      message: 'Request timed out. Please try again.',
    });
    expect(saveErrorMessage(t)).toBe('Request timed out. Please try again.');
  });
  it('says plainly that a flowchart is not found', () => {
    const e = new ApiError({ status: 404, kind: 'http', message: 'x' });
    expect(loadErrorMessage(e, 'Flowchart not found')).toBe('Flowchart not found');
    const shared = new ApiError({ status: 404, kind: 'http', message: 'x', detail: 'revoked' });
    expect(loadErrorMessage(shared, 'Flowchart not found')).toBe('revoked');
  });
});
