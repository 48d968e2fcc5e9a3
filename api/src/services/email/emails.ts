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
