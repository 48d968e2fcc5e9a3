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

/** A password reset link: plain text and HTML, each with the product name and the link. */
export function passwordResetEmail({
  to,
  productName,
  link,
}: {
  to: string;
  productName: string;
  link: string;
}): EmailMessage {
  const subject = `Reset your ${productName} password`;
  const text = `Someone asked to reset the password of your ${productName} account.\n\nOpen this link to choose a new one (it works once and expires in 1 hour):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`;
  const html = `<p>Someone asked to reset the password of your ${escapeHtml(productName)} account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (it works once and expires in 1 hour).</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`;
  return { to, subject, text, html };
}
