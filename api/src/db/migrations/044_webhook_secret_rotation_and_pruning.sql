-- Webhooks (ADR 0061): a rotated secret keeps signing beside the new one for a grace period, so a receiver can
-- switch without losing a message (Standard Webhooks sends several signatures in one webhook-signature header);
-- finished deliveries are pruned after a while, found by when they finished.

ALTER TABLE webhook_endpoints
  ADD COLUMN previous_secret_ciphertext text,
  ADD COLUMN previous_secret_expires_at timestamptz,
  ADD CONSTRAINT webhook_endpoints_previous_secret_check
    CHECK ((previous_secret_ciphertext IS NULL) = (previous_secret_expires_at IS NULL));

CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (finished_at) WHERE state <> 'pending';
