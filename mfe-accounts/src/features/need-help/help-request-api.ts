import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, emailSchema } from 'shared';

export const helpRequestSchema = v.object({
  reply_to: emailSchema,
  subject: v.pipe(v.string(), v.trim(), v.nonEmpty('Subject is required'), v.maxLength(200, 'At most 200 characters')),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Message is required'),
    v.maxLength(5000, 'At most 5000 characters'),
  ),
});

export type HelpRequestForm = v.InferInput<typeof helpRequestSchema>;

export async function sendHelpRequest(form: HelpRequestForm): Promise<void> {
  await api('auth').post('help-requests', { json: v.parse(helpRequestSchema, form) });
}

export const useSendHelpRequest = () => useMutation({ mutationFn: sendHelpRequest });
