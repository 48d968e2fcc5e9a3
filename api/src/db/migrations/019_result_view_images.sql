-- Result view images (001 §3): each of product, logo and icon by asset or by URL (a URL overrides the asset).
-- Asset ids are kept without a foreign key: a deleted asset leaves the view drawable (its URL resolves to none).
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

ALTER TABLE result_views
  ADD COLUMN product_image_url varchar(255) NOT NULL DEFAULT '',
  ADD COLUMN product_image_asset_id uuid,
  ADD COLUMN logo_image_url varchar(255) NOT NULL DEFAULT '',
  ADD COLUMN logo_image_asset_id uuid,
  ADD COLUMN icon_image_asset_id uuid;
