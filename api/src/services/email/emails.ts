import type { EmailMessage } from '../../repositories/email-outbox/email-outbox-repository.js';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface EmailParts {
  to: string;
  subject: string;
  /** Paragraphs before the link, as plain text (escaped for the HTML part). */
  intro: string[];
  link?: { href: string; label: string; note: string };
  outro?: string[];
}

/** Every email has a plain text and an HTML part built from the same paragraphs. */
function composeEmail({ to, subject, intro, link, outro = [] }: EmailParts): EmailMessage {
  const text = [...intro, ...(link ? [`${link.label} (${link.note}):\n${link.href}`] : []), ...outro].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    ...intro.map(paragraph),
    ...(link
      ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a> (${escapeHtml(link.note)}).</p>`]
      : []),
    ...outro.map(paragraph),
  ].join('\n');
  return { to, subject, text: `${text}\n`, html };
}

export function projectInvitationEmail(input: {
  to: string;
  productName: string;
  projectName: string;
  inviterName: string;
  link: string;
}): EmailMessage {
  return composeEmail({
    to: input.to,
    subject: `You are invited to the ${input.projectName} project on ${input.productName}`,
    intro: [`${input.inviterName} invited you to join the ${input.projectName} project on ${input.productName}.`],
    link: { href: input.link, label: 'Accept the invitation', note: 'it works once and expires in 7 days' },
  });
}

export function passwordResetEmail(input: { to: string; productName: string; link: string }): EmailMessage {
  return composeEmail({
    to: input.to,
    subject: `Reset your ${input.productName} password`,
    intro: [`Someone asked to reset the password of your ${input.productName} account.`],
    link: { href: input.link, label: 'Choose a new password', note: 'it works once and expires in 1 hour' },
    outro: ['If it was not you, ignore this email: your password stays as it is.'],
  });
}

export function verificationEmail(input: { to: string; productName: string; link: string }): EmailMessage {
  return composeEmail({
    to: input.to,
    subject: `Verify your email for ${input.productName}`,
    intro: [`Welcome to ${input.productName}. Confirm that this address is yours to finish your registration.`],
    link: { href: input.link, label: 'Verify your email', note: 'it works once and expires in 7 days' },
    outro: ['If you did not register, ignore this email.'],
  });
}

/** Sent instead of a verification link when someone registers with an address that has an account. */
export function accountExistsEmail(input: { to: string; productName: string; consoleUrl: string }): EmailMessage {
  return composeEmail({
    to: input.to,
    subject: `You already have a ${input.productName} account`,
    intro: [
      `Someone, probably you, tried to register for ${input.productName} with this address, which already has an account.`,
    ],
    link: {
      href: `${input.consoleUrl}/forgot-your-password`,
      label: 'Reset your password',
      note: `or log in at ${input.consoleUrl}/login`,
    },
    outro: ['If it was not you, ignore this email: nothing has changed.'],
  });
}

export function helpRequestEmail(input: {
  to: string;
  productName: string;
  replyTo: string;
  subject: string;
  message: string;
}): EmailMessage {
  return composeEmail({
    to: input.to,
    subject: `[${input.productName} help] ${input.subject}`,
    intro: [`From: ${input.replyTo}`, input.message],
  });
}

export function companyInvitationEmail(input: {
  to: string;
  productName: string;
  companyName: string;
  inviterName: string;
  link: string;
}): EmailMessage {
  return composeEmail({
    to: input.to,
    subject: `You are invited to join ${input.companyName} on ${input.productName}`,
    intro: [`${input.inviterName} invited you to join ${input.companyName} on ${input.productName}.`],
    link: { href: input.link, label: 'Accept the invitation', note: 'it works once and expires in 7 days' },
  });
}

/** To a project's Administrators when the API turned off a webhook that kept failing (ADR 0061). */
export function webhookTurnedOffEmail(input: {
  to: string;
  productName: string;
  projectName: string;
  url: string;
  failingSince: string;
  link: string;
}): EmailMessage {
  return composeEmail({
    to: input.to,
    subject: `A webhook of ${input.projectName} was turned off`,
    intro: [
      `Every message to ${input.url} has failed since ${input.failingSince}, so ${input.productName} turned this webhook of the ${input.projectName} project off. Messages for it are kept and wait.`,
    ],
    link: {
      href: input.link,
      label: 'Open the project settings',
      note: 'check the delivery log, then turn it on again',
    },
  });
}

/** One flagged scan as an alert email tells of it. */
export interface AlertEmailScan {
  tagLabel: string;
  tagId: string;
  place: string;
  scannedAt: string;
  clientScanId: string;
  score: number;
  /** "Impossible travel: Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h (70 points)". */
  reasons: string[];
  caseUrl: string;
}

const alertLines = (scan: AlertEmailScan): string[] => [
  `Tag ${scan.tagLabel} (${scan.tagId}) was scanned in ${scan.place} at ${scan.scannedAt} (scan ${scan.clientScanId}), score ${scan.score}.`,
  ...scan.reasons.map((reason) => `Reason: ${reason}`),
];

/**
 * To the members an alert rule emails: one flagged scan (immediately), or every scan the rule matched in an hour
 * or a day (a digest), each with its reasons and the link to its case.
 */
export function alertEmail(input: {
  to: string;
  productName: string;
  projectName: string;
  ruleName: string;
  digest: 'hourly' | 'daily' | null;
  scans: AlertEmailScan[];
  casesUrl: string;
}): EmailMessage {
  const [first] = input.scans;
  if (!input.digest && input.scans.length === 1 && first) {
    return composeEmail({
      to: input.to,
      subject: `Suspicious scan of ${first.tagLabel} in ${input.projectName}`,
      intro: [
        `The alert rule "${input.ruleName}" of the ${input.projectName} project matched a scan.`,
        ...alertLines(first),
      ],
      link: { href: first.caseUrl, label: 'Open the case', note: `the tag's case in ${input.productName}` },
    });
  }
  const period =
    input.digest === 'daily' ? 'in the last day' : input.digest === 'hourly' ? 'in the last hour' : 'just now';
  return composeEmail({
    to: input.to,
    subject: `${input.scans.length} suspicious scans in ${input.projectName}`,
    intro: [
      `The alert rule "${input.ruleName}" of the ${input.projectName} project matched ${input.scans.length} scans ${period}.`,
      ...input.scans.flatMap((scan) => [...alertLines(scan), `Case: ${scan.caseUrl}`]),
    ],
    link: { href: input.casesUrl, label: 'Open the cases', note: `every case of the project in ${input.productName}` },
  });
}

/** To the member a case is assigned to, unless they assigned it to themselves. */
export function caseAssignedEmail(input: {
  to: string;
  productName: string;
  projectName: string;
  assignedBy: string;
  tagLabel: string;
  caseUrl: string;
}): EmailMessage {
  return composeEmail({
    to: input.to,
    subject: `A case of the ${input.projectName} project is assigned to you`,
    intro: [`${input.assignedBy} assigned you the case of tag ${input.tagLabel} in the ${input.projectName} project.`],
    link: { href: input.caseUrl, label: 'Open the case', note: `its tag's timeline and notes in ${input.productName}` },
  });
}
