/** DESIGN §5 demo logins, plus two seeded users that exercise the guard branches. */
export const DEMO_PASSWORD = 'demo-pass-1';

export const demo = {
  superUser: { email: 'super@demo.test', firstName: 'Sam' },
  admin: { email: 'admin@demo.test', firstName: 'Ada' },
  guest: { email: 'guest@demo.test', firstName: 'Gus' },
  other: { email: 'other@demo.test', firstName: 'Olga' },
  unverified: { email: 'unverified@demo.test' },
  newcomer: { email: 'newcomer@demo.test' },
} as const;
