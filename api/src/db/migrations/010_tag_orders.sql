-- Smart Fingerprint orders as durable jobs, and the tags they create.
-- An order reserves its tags against the company's limit when placed; a worker (any API process)
-- leases it and creates its tags in batches, each batch one transaction.

ALTER TABLE collections ADD COLUMN tags_ordered bigint NOT NULL DEFAULT 0 CHECK (tags_ordered >= 0);
UPDATE collections SET tags_ordered = tag_count;

CREATE TABLE tag_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  number_of_tags bigint NOT NULL CHECK (number_of_tags > 0),
  tags_created bigint NOT NULL DEFAULT 0 CHECK (tags_created >= 0 AND tags_created <= number_of_tags),
  status text NOT NULL DEFAULT 'STARTED' CHECK (status IN ('STARTED', 'PROCESSING', 'COMPLETED')),
  ordered_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Which worker holds the order, and until when: a worker that dies loses it when the lease ends.
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'COMPLETED') = (tags_created = number_of_tags))
);
CREATE INDEX tag_orders_collection_id_idx ON tag_orders (collection_id, created_at DESC);
CREATE INDEX tag_orders_open_idx ON tag_orders (created_at) WHERE status <> 'COMPLETED';

CREATE TABLE tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES tag_orders (id) ON DELETE CASCADE,
  seed bytea NOT NULL CHECK (octet_length(seed) = 16),
  version smallint NOT NULL,
  sequence_number bigint NOT NULL CHECK (sequence_number >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (collection_id, sequence_number)
);
CREATE INDEX tags_order_id_idx ON tags (order_id);
