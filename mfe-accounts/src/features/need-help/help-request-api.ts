import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, emailSchema } from 'shared';
import { trimmedText } from 'shared/contracts/common';
import { HelpRequestBody } from 'shared/contracts/help-requests';

export const helpRequestSchema = v.object({
  reply_to: emailSchema,
  subject: trimmedText(HelpRequestBody.entries.subject),
  message: trimmedText(HelpRequestBody.entries.message),
});

export type HelpRequestForm = v.InferInput<typeof helpRequestSchema>;

export async function sendHelpRequest(form: HelpRequestForm): Promise<void> {
  await api('auth').post('help-requests', { json: v.parse(helpRequestSchema, form) });
}

export const useSendHelpRequest = () => useMutation({ mutationFn: sendHelpRequest });
