import { Stack } from '@mantine/core';
import { memo } from 'react';
import type { ContentItem } from '../../../components/view-renderer/view-types';
import { BulletListFields } from './bullet-list-fields';
import { ButtonFields } from './button-fields';
import { CustomCssFields } from './custom-css-fields';
import { ImageFields } from './image-fields';
import { RecipeFields } from './recipe-fields';
import { SocialLinksFields } from './social-links-fields';
import { SpacerFields } from './spacer-fields';
import { TextFields } from './text-fields';
import { TimelineFields } from './timeline-fields';
import { VideoFields } from './video-fields';

function Fields({ item }: { item: ContentItem }) {
  switch (item.type) {
    case 'text':
      return <TextFields item={item} />;
    case 'button':
      return <ButtonFields item={item} />;
    case 'image':
      return <ImageFields item={item} />;
    case 'spacer':
      return <SpacerFields item={item} />;
    case 'timeline':
      return <TimelineFields item={item} />;
    case 'bulletList':
      return <BulletListFields item={item} />;
    case 'video':
      return <VideoFields item={item} />;
    case 'socialLinks':
      return <SocialLinksFields item={item} />;
    case 'recipe':
      return <RecipeFields item={item} />;
    case 'customCss':
      return <CustomCssFields item={item} />;
  }
}

/** The fields of one content item; memoised so typing in one item redraws only that item. */
export const ItemFields = memo(function ItemFields({ item }: { item: ContentItem }) {
  return (
    <Stack gap="xs">
      <Fields item={item} />
    </Stack>
  );
});
