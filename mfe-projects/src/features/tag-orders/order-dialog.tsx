import { Anchor, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import {
  ApiError,
  firstIssue,
  FormActions,
  formatCount,
  getRuntimeConfig,
  MutationError,
  plural,
  showToast,
} from 'shared';
import * as v from 'valibot';
import { limitMessage, placeTagOrder, quantitySchema, usePlaceTagOrder } from './place-tag-order';

export interface OrderDialogProps {
  projectId: string;
  collectionId: string;
  /** What the company may still order: its limit minus its active count. */
  remaining: number;
  opened: boolean;
  onClose: () => void;
  place?: typeof placeTagOrder;
}

/** 000 §2, §5: order Smart Fingerprints for a collection, within the company's remaining allowance. */
export function OrderDialog({ projectId, collectionId, remaining, opened, onClose, place }: OrderDialogProps) {
  const productName = getRuntimeConfig().productName;
  const ordering = usePlaceTagOrder(projectId, collectionId, place);
  const form = useForm({
    initialValues: { numberOfTags: '' },
    // `abc`, decimals and an order over the limit are said while typing, not only on Order.
    validateInputOnChange: true,
    validate: {
      numberOfTags: (value) =>
        firstIssue(quantitySchema, value) ?? (Number(value) > remaining ? limitMessage(productName, remaining) : null),
    },
  });
  const overLimit =
    form.errors.numberOfTags === limitMessage(productName, remaining) ||
    (ordering.error instanceof ApiError && ordering.error.code === 'FINGERPRINT_LIMIT_EXCEEDED');

  const close = () => {
    form.reset();
    ordering.reset();
    onClose();
  };

  const submit = form.onSubmit(({ numberOfTags }) =>
    ordering.mutate(v.parse(quantitySchema, numberOfTags), {
      onSuccess: (order) => {
        showToast(`Order for ${plural(order.numberOfTags, 'Smart Fingerprint')} placed.`);
        close();
      },
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Order Smart Fingerprints"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Your company may order up to {formatCount(Math.max(0, remaining))} more Smart Fingerprints.
          </Text>
          <MutationError error={ordering.error} fallback="The order could not be placed. Please try again." />
          <TextInput
            label="Number of Smart Fingerprints"
            required
            inputMode="numeric"
            data-autofocus
            {...form.getInputProps('numberOfTags')}
          />
          {overLimit && (
            <Anchor component={Link} to="/need-help" size="sm">
              Contact us to raise your limit
            </Anchor>
          )}
          <FormActions submitLabel="Order" busy={ordering.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
