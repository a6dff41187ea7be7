import { ApiError } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { checkProjectLocation, projectProblemOf } from './projectProblem';

describe('projectProblemOf', () => {
  it('words 403 as no rights and 404 as not in this organization', () => {
    expect(projectProblemOf(new ApiError({ kind: 'http', status: 403 }))).toBe('no-rights');
    expect(projectProblemOf(new ApiError({ kind: 'http', status: 404 }))).toBe(
      'not-in-organization',
    );
  });

  it('leaves other failures to the generic error', () => {
    expect(projectProblemOf(new ApiError({ kind: 'timeout' }))).toBeNull();
    expect(projectProblemOf(new Error('boom'))).toBeNull();
  });
});

describe('checkProjectLocation', () => {
  it('requires a project id', () => {
    expect(checkProjectLocation(' ', undefined, 'org-1')).toBe('required');
  });

  it('refuses a project of another organization', () => {
    expect(checkProjectLocation('prj-1', 'org-2', 'org-1')).toBe('not-in-organization');
    expect(checkProjectLocation('prj-1', 'org-1', null)).toBe('not-in-organization');
  });

  it('accepts a project of the selected organization', () => {
    expect(checkProjectLocation('prj-1', 'org-1', 'org-1')).toBeNull();
    expect(checkProjectLocation('prj-1', undefined, 'org-1')).toBeNull();
  });
});
