import type { ChangeEvent } from 'react';
import {
  MAX_REPORT_PHOTO_BYTES,
  MAX_REPORT_PHOTOS,
  REPORT_PHOTO_REFUSED_MESSAGE,
} from 'shared/contracts/consumer-reports';
import { reportStyles } from './report-field';
import type { ReportTexts } from './report-texts';

const ACCEPTED = ['image/jpeg', 'image/png'];

/** The photo the API would refuse by its type or size, named; the API checks the content itself again. */
export function photoProblem(photos: File[]): string | null {
  const index = photos.findIndex((photo) => !ACCEPTED.includes(photo.type) || photo.size > MAX_REPORT_PHOTO_BYTES);
  return index < 0 ? null : `Photo ${index + 1} (${photos[index]!.name}): ${REPORT_PHOTO_REFUSED_MESSAGE}`;
}

interface PhotoPickerProps {
  photos: File[];
  onChange: (photos: File[]) => void;
  error: string | null;
  texts: ReportTexts;
}

/** Up to three photos: the file input adds to the list, each chosen photo has its own remove button. */
export function PhotoPicker({ photos, onChange, error, texts }: PhotoPickerProps) {
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    onChange([...photos, ...chosen].slice(0, MAX_REPORT_PHOTOS));
  };
  const described = ['report-photos-hint', error ? 'report-photos-error' : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor="report-photos" style={reportStyles.label}>
        {texts.photos} <span style={{ fontWeight: 400 }}>({texts.optional})</span>
      </label>
      <input
        id="report-photos"
        type="file"
        accept={ACCEPTED.join(',')}
        multiple
        disabled={photos.length >= MAX_REPORT_PHOTOS}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={add}
        style={{ ...reportStyles.input, padding: 8 }}
      />
      <p id="report-photos-hint" style={reportStyles.hint}>
        {texts.photosHint}
      </p>
      {photos.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {photos.map((photo, index) => (
            <li
              key={`${photo.name}-${index}`}
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'center',
                justifyContent: 'space-between',
                margin: '4px 0',
              }}
            >
              <span style={{ overflowWrap: 'anywhere' }}>{photo.name}</span>
              <button
                type="button"
                style={{ ...reportStyles.secondary, padding: '6px 12px' }}
                onClick={() => onChange(photos.filter((_, kept) => kept !== index))}
              >
                {texts.removePhoto(photo.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="report-photos-error" style={reportStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
