import { describe, expect, it } from 'vitest';
import { invitationBanner } from './invitation-state';

describe('invitationBanner', () => {
  it('names the project when the invitation is to a project (000 §2)', () => {
    expect(
      invitationBanner({ token: 't', email: 'a@b.test', project: { name: 'Spring' }, company: { name: 'Acme' } }),
    ).toBe('Log in to join the Spring project');
  });

  it('names the company otherwise', () => {
    expect(invitationBanner({ token: 't', email: 'a@b.test', project: null, company: { name: 'Acme' } })).toBe(
      'Log in to join the Acme company',
    );
  });
});
