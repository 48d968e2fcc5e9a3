import { PROJECT_ROLE, SYSTEM_ROLE, type ProjectRoleId, type SystemRoleLevel } from 'shared/contracts/roles';

/** Every demo login uses this password. */
export const DEMO_PASSWORD = 'demo-pass-1';

/** Fixed ids keep the seed idempotent and let browser tests link straight to a project. */
export const DEMO_IDS = {
  companies: {
    hq: '5f000000-0000-4000-8000-000000000001',
    acme: '5f000000-0000-4000-8000-000000000002',
    globex: '5f000000-0000-4000-8000-000000000003',
  },
  projects: {
    spring: '5f000000-0000-4000-8000-000000000101',
    wine: '5f000000-0000-4000-8000-000000000102',
    globexCosmetics: '5f000000-0000-4000-8000-000000000103',
  },
} as const;

export interface DemoCompany {
  id: string;
  name: string;
  domain: string;
  description: string;
  maxFingerprints: number;
  daysAgo: number;
}

export const demoCompanies = (productName: string): DemoCompany[] => [
  {
    id: DEMO_IDS.companies.hq,
    name: `${productName} HQ`,
    domain: 'https://smartfingerprint.example',
    description: `The provider of ${productName}.`,
    maxFingerprints: 1_000_000,
    daysAgo: 400,
  },
  {
    id: DEMO_IDS.companies.acme,
    name: 'Acme Brands',
    domain: 'https://acme-brands.example',
    description: 'Fashion accessories and fine wines.',
    maxFingerprints: 100_000,
    daysAgo: 300,
  },
  {
    id: DEMO_IDS.companies.globex,
    name: 'Globex',
    domain: 'https://globex.example',
    description: 'Cosmetics and skincare.',
    maxFingerprints: 50_000,
    daysAgo: 200,
  },
];

export interface DemoUser {
  email: string;
  firstName: string | null;
  lastName: string;
  companyId: string;
  systemRole: SystemRoleLevel;
  isVerified: boolean;
  projects: { id: string; roleId: ProjectRoleId }[];
}

const acmeProjects = (roleId: ProjectRoleId) => [
  { id: DEMO_IDS.projects.spring, roleId },
  { id: DEMO_IDS.projects.wine, roleId },
];

export const demoUsers: DemoUser[] = [
  user('super@demo.test', 'Sam', 'Super', DEMO_IDS.companies.hq, SYSTEM_ROLE.SUPER_USER, []),
  user('admin@demo.test', 'Ada', 'Admin', DEMO_IDS.companies.acme, SYSTEM_ROLE.ADMIN, acmeProjects(PROJECT_ROLE.ADMIN)),
  user('guest@demo.test', 'Gus', 'Guest', DEMO_IDS.companies.acme, SYSTEM_ROLE.ADMIN, acmeProjects(PROJECT_ROLE.GUEST)),
  user('other@demo.test', 'Olga', 'Other', DEMO_IDS.companies.globex, SYSTEM_ROLE.ADMIN, [
    { id: DEMO_IDS.projects.globexCosmetics, roleId: PROJECT_ROLE.ADMIN },
  ]),
  {
    ...user('unverified@demo.test', 'Uma', 'Unverified', DEMO_IDS.companies.acme, SYSTEM_ROLE.ADMIN, []),
    isVerified: false,
  },
  user('newcomer@demo.test', null, '', DEMO_IDS.companies.acme, SYSTEM_ROLE.ADMIN, []),
];

function user(
  email: string,
  firstName: string | null,
  lastName: string,
  companyId: string,
  systemRole: SystemRoleLevel,
  projects: DemoUser['projects'],
): DemoUser {
  return { email, firstName, lastName, companyId, systemRole, isVerified: true, projects };
}

export interface DemoProject {
  id: string;
  name: string;
  companyId: string;
  daysAgo: number;
  collections: { name: string; tagCount: number; daysAgo: number }[];
  /** Result views, created with the placeholder content; none elsewhere, so the empty text shows. */
  resultViews?: {
    name: string;
    description: string;
    daysAgo: number;
    /** Collections whose scans show this view: their English default for genuine scans on every platform. */
    englishPageOf?: string[];
  }[];
}

export const demoProjects: DemoProject[] = [
  {
    id: DEMO_IDS.projects.wine,
    name: 'Wine Labels',
    companyId: DEMO_IDS.companies.acme,
    daysAgo: 120,
    collections: [
      { name: 'Reserve Cabernet 2024', tagCount: 12_000, daysAgo: 110 },
      { name: 'Estate Chardonnay 2025', tagCount: 5_000, daysAgo: 60 },
    ],
  },
  {
    id: DEMO_IDS.projects.spring,
    name: 'Spring Collection 2026',
    companyId: DEMO_IDS.companies.acme,
    daysAgo: 45,
    collections: [
      { name: 'Leather Tote Bags', tagCount: 25_000, daysAgo: 40 },
      { name: 'Silk Scarves', tagCount: 1_000, daysAgo: 20 },
      { name: 'Sunglasses Launch', tagCount: 0, daysAgo: 2 },
    ],
    resultViews: [
      {
        name: 'Authentic product',
        description: 'Shown when a scan matches a genuine Acme tag.',
        daysAgo: 30,
        // A new user's scan links work; Silk Scarves stays unassigned for the tests that assign from nothing.
        englishPageOf: ['Leather Tote Bags'],
      },
      {
        name: 'Counterfeit warning',
        description: 'Warns the scanner that the product may not be genuine.',
        daysAgo: 10,
      },
    ],
  },
  {
    id: DEMO_IDS.projects.globexCosmetics,
    name: 'Globex Cosmetics',
    companyId: DEMO_IDS.companies.globex,
    daysAgo: 90,
    collections: [
      { name: 'Lipstick Range', tagCount: 20_000, daysAgo: 80 },
      { name: 'Night Cream', tagCount: 0, daysAgo: 5 },
    ],
  },
];
