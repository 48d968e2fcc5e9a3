import { describe, expect, it } from 'vitest';
import { loginBanner, registerBanner } from './invitation-state';

const toProject = { token: 't', email: 'a@b.test', project: { name: 'Spring' }, company: { name: 'Acme' } };
const toCompany = { token: 't', email: 'a@b.test', project: null, company: { name: 'Acme' } };

describe('invitation banners (000 §2)', () => {
  it('name the project when the invitation is to a project', () => {
    expect(loginBanner(toProject)).toBe('Log in to join the Spring project');
    expect(registerBanner(toProject)).toBe('Register your details to join the Spring project');
  });

  it('name the company otherwise', () => {
    expect(loginBanner(toCompany)).toBe('Log in to join the Acme company');
    expect(registerBanner(toCompany)).toBe('Register your details to join the Acme company');
  });
});
