import type { EmailMessage } from '../../repositories/email-outbox/email-outbox-repository.js';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** An invitation to a project: plain text and HTML, each with the product name and the link. */
export function projectInvitationEmail({
  to,
  productName,
  projectName,
  inviterName,
  link,
}: {
  to: string;
  productName: string;
  projectName: string;
  inviterName: string;
  link: string;
}): EmailMessage {
  const subject = `You are invited to the ${projectName} project on ${productName}`;
  const text = `${inviterName} invited you to join the ${projectName} project on ${productName}.\n\nOpen this link to accept (it works once and expires in 7 days):\n${link}\n`;
  const html = `<p>${escapeHtml(inviterName)} invited you to join the <strong>${escapeHtml(projectName)}</strong> project on ${escapeHtml(productName)}.</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a> (it works once and expires in 7 days).</p>`;
  return { to, subject, text, html };
}
