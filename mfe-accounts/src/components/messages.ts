/** 000 §8: the text of every invalid or expired link (login with an invitation, password reset, joining). */
export const INVITATION_INVALID = 'Your invitation may have expired, or is no longer valid.';
