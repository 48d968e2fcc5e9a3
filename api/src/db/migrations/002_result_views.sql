-- Result views: the page a consumer sees after scanning a tag (001 §3), built in the console's editor.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).
-- A new view starts from placeholder content (001 §9): the Inter font and one section holding a
-- heading and a placeholder image (an inline SVG, so it renders without any network).

CREATE TABLE result_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name varchar(100) NOT NULL CHECK (btrim(name) <> ''),
  description varchar(500) NOT NULL CHECK (btrim(description) <> ''),
  display_state text NOT NULL DEFAULT '',
  display_details varchar(255) NOT NULL DEFAULT '',
  display_description text NOT NULL DEFAULT '',
  style jsonb NOT NULL DEFAULT '{
    "icon_background_colour": "#ffffff",
    "background_colour": "#ffffff",
    "product_image_background_colour": "#f1f3f5",
    "arrow_colour": "#212529",
    "details_colour": "#212529",
    "description_colour": "#495057",
    "state_colour": "#2b8a3e",
    "product_image_scale_mode": "contain"
  }'::jsonb,
  content jsonb NOT NULL DEFAULT '{
    "fonts": [
      {"name": "Inter", "italic": false, "weight": 400},
      {"name": "Inter", "italic": false, "weight": 700}
    ],
    "sections": [
      {
        "id": "section-1",
        "type": "section",
        "data": {
          "content": [
            {"id": "heading-1", "type": "text", "data": {"style": "heading", "text": "Your product name"}},
            {
              "id": "image-1",
              "type": "image",
              "data": {
                "url": "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20width=%22600%22%20height=%22400%22%20viewBox=%220%200%20600%20400%22%3E%3Crect%20width=%22600%22%20height=%22400%22%20fill=%22%23e9ecef%22/%3E%3Ctext%20x=%22300%22%20y=%22210%22%20font-family=%22Inter,sans-serif%22%20font-size=%2232%22%20fill=%22%23868e96%22%20text-anchor=%22middle%22%3EProduct%20image%3C/text%3E%3C/svg%3E",
                "alt": "Placeholder product image"
              }
            }
          ],
          "backgroundColor": "#ffffff",
          "centered": true,
          "removePadding": false,
          "backgroundSize": "cover",
          "backgroundPosition": "center",
          "requiresAuthentication": false,
          "isCollapsible": false,
          "collapsible": {"text": "", "color": "#212529", "style": "heading"}
        }
      }
    ],
    "styles": {
      "heading": {"fontFamily": "Inter", "fontWeight": 700, "fontSize": 28, "color": "#212529"},
      "subHeading": {"fontFamily": "Inter", "fontWeight": 700, "fontSize": 20, "color": "#212529"},
      "leadParagraph": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 18, "color": "#343a40"},
      "paragraph": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 16, "color": "#343a40"},
      "button": {"fontFamily": "Inter", "fontWeight": 700, "fontSize": 16, "color": "#ffffff", "backgroundColor": "#212529"},
      "recipeTab": {"fontFamily": "Inter", "fontWeight": 700, "fontSize": 14, "color": "#212529"}
    }
  }'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX result_views_project_id_created_at_idx ON result_views (project_id, created_at DESC);
