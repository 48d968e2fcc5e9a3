import { describe, expect, it } from 'vitest';
import { landingStep } from './landing';
import type { InvitationLanding } from './invitation-api';

const invitation = (overrides: Partial<InvitationLanding> = {}): InvitationLanding => ({
  email: 'ann@acme.test',
  type: 'INVITE_COMPANY_USER',
  is_active: true,
  has_recipient: false,
  company: { name: 'Acme' },
  project: null,
  ...overrides,
});

describe('landingStep (000 §4)', () => {
  it('treats an unknown or inactive invitation as invalid, whoever is signed in', () => {
    expect(landingStep('t', null, null)).toEqual({ kind: 'invalid' });
    expect(landingStep('t', invitation({ is_active: false }), 'ann@acme.test')).toEqual({ kind: 'invalid' });
  });

  it('accepts for the signed-in user it was sent to, whatever the case of the address', () => {
    expect(landingStep('t', invitation(), 'Ann@Acme.test')).toEqual({ kind: 'accept' });
  });

  it('sends an address with an account to log in, carrying the invitation', () => {
    expect(landingStep('t', invitation({ has_recipient: true }), 'someone@else.test')).toEqual({
      kind: 'login',
      invitation: { token: 't', email: 'ann@acme.test', project: null, company: { name: 'Acme' } },
    });
  });

  it('sends a new address to register', () => {
    expect(landingStep('t', invitation({ project: { name: 'Spring' } }), null)).toMatchObject({
      kind: 'register',
      invitation: { project: { name: 'Spring' } },
    });
  });
});
